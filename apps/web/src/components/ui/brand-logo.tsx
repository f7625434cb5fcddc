import { Link } from 'react-router';
import { BRAND_NAME, BRAND_SPLIT_AT } from '@tm/shared/constants/contact';
import { cn } from '@/lib/cn';

/** core-marketplace §2: the brand is styled by splitting after its first BRAND_SPLIT_AT characters. */
export function BrandName({
  className,
  inverse = false,
}: {
  className?: string;
  inverse?: boolean;
}) {
  return (
    <span className={cn('font-semibold tracking-tight', className)}>
      <span className={inverse ? 'text-white' : 'text-neutral-900'}>
        {BRAND_NAME.slice(0, BRAND_SPLIT_AT)}
      </span>
      <span className={inverse ? 'text-accent-200' : 'text-accent-700'}>
        {BRAND_NAME.slice(BRAND_SPLIT_AT)}
      </span>
    </span>
  );
}

/** The logo: a mark and the brand name, linking to `to` (the spec's logo goes to /). */
export function BrandLogo({ to = '/', className }: { to?: string; className?: string }) {
  return (
    <Link
      to={to}
      className={cn('inline-flex items-center gap-2 rounded-md text-lg', className)}
      aria-label={`${BRAND_NAME} home`}
    >
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-lg bg-accent-700 text-sm font-bold text-white"
      >
        {BRAND_NAME.charAt(0)}
      </span>
      <BrandName />
    </Link>
  );
}

import { homePathFor } from '@tm/shared/rules/session';
import { useSession } from '@/lib/session-store';
import { BrandLogo } from '@/components/ui/brand-logo';
import { ButtonLink } from '@/components/ui/button';
import { LogoutButton } from '@/components/logout-button';

/** The top bar of a logged-in tutor or admin on a page outside their own area. */
export function AccountBar({ label }: { label?: string }) {
  const { user } = useSession();
  return (
    <header className="sticky top-0 z-40 border-b border-neutral-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-page items-center gap-3 px-4 md:px-6">
        <BrandLogo />
        {label && (
          <span className="rounded-full bg-accent-50 px-2.5 py-0.5 text-xs font-medium text-accent-800">
            {label}
          </span>
        )}
        <div className="ml-auto flex items-center gap-2">
          {user && !label && (
            <ButtonLink to={homePathFor(user)} variant="secondary" size="sm">
              My dashboard
            </ButtonLink>
          )}
          <LogoutButton />
        </div>
      </div>
    </header>
  );
}

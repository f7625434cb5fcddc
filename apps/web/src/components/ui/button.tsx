import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cn } from '@/lib/cn';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'gap-2 rounded-lg font-medium transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 ' +
  'disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent-700 text-white shadow-xs hover:bg-accent-800 active:bg-accent-900',
  secondary:
    'border border-neutral-300 bg-white text-neutral-800 shadow-xs hover:bg-neutral-50 active:bg-neutral-100',
  ghost: 'text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900 active:bg-neutral-200',
  danger: 'bg-danger-600 text-white shadow-xs hover:bg-danger-700 focus-visible:outline-danger-600',
};

const sizes: Record<ButtonSize, { height: string; rest: string }> = {
  sm: { height: 'h-9', rest: 'px-3 text-sm' },
  md: { height: 'h-11', rest: 'px-4 text-sm' },
  lg: { height: 'h-12', rest: 'px-6 text-base' },
};

/**
 * Layout defaults a caller's className may replace. Tailwind settles two classes for the same
 * property by stylesheet order, not by their order in `class`, so a default is dropped when the
 * caller gives an unprefixed class of its group (`hidden md:inline-flex` then works).
 */
function layoutDefaults(size: ButtonSize, className: string | undefined): string[] {
  const given = className?.split(/\s+/) ?? [];
  const groups: Array<[RegExp, string]> = [
    [/^(hidden|block|inline-block|flex|inline-flex|grid)$/, 'inline-flex'],
    [/^justify-/, 'justify-center'],
    [/^items-/, 'items-center'],
    [/^whitespace-/, 'whitespace-nowrap'],
    [/^h-/, sizes[size].height],
  ];
  return groups
    .filter(([pattern]) => !given.some((c) => pattern.test(c)))
    .map(([, value]) => value);
}

export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  className?: string,
): string {
  return cn(
    ...layoutDefaults(size, className),
    base,
    variants[variant],
    sizes[size].rest,
    className,
  );
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, disables the button and tells assistive technology it is busy. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant,
  size,
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses(variant, size, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <Spinner />}
      {children}
    </button>
  );
}

interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  children: ReactNode;
}

/** A link that looks like a button (navigation is a link, not a button, for assistive tech). */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return (
    <Link
      className={buttonClasses(
        variant,
        size,
        typeof className === 'string' ? className : undefined,
      )}
      {...props}
    />
  );
}

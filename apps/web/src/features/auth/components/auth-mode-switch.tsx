import { Link, useLocation } from 'react-router';
import type { SignUpRole } from '@tm/shared/constants/marketplace';
import { BECOME_A_TUTOR_HREF, LOGIN_HREF, registrationHref } from '@/lib/auth-links';
import { NEXT_PARAM, safeReturnPath } from '@/lib/return-to';

const linkClass = 'font-medium text-accent-700 underline-offset-2 hover:underline';

/** The same screen in the other mode, keeping the page to come back to (`next`). */
function withNext(href: string, next: string | null): string {
  return next ? `${href}&${NEXT_PARAM}=${encodeURIComponent(next)}` : href;
}

/**
 * Below step 1: from sign-up to log-in and back. Log In has a visible "Sign up" (for the role the
 * link named, else a student's account) and a way to become a tutor.
 */
export function AuthModeSwitch({
  registering,
  userRole,
}: {
  registering: boolean;
  userRole?: SignUpRole;
}) {
  const next = safeReturnPath(new URLSearchParams(useLocation().search).get(NEXT_PARAM));
  return (
    <div className="mt-6 grid gap-1.5 border-t border-neutral-200 pt-5 text-center text-sm text-neutral-600">
      {registering ? (
        <p>
          Already have an account?{' '}
          <Link to={withNext(LOGIN_HREF, next)} className={linkClass}>
            Log In
          </Link>
        </p>
      ) : (
        <>
          <p>
            Don&apos;t have an account?{' '}
            <Link
              to={withNext(registrationHref(userRole ?? 'student'), next)}
              className={linkClass}
            >
              Sign up
            </Link>
          </p>
          {userRole !== 'tutor' && (
            <p>
              Want to teach?{' '}
              <Link to={BECOME_A_TUTOR_HREF} className={linkClass}>
                Become a tutor
              </Link>
            </p>
          )}
        </>
      )}
    </div>
  );
}

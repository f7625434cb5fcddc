import { Link } from 'react-router';
import { FIND_A_TUTOR_HREF, BECOME_A_TUTOR_HREF, LOGIN_HREF } from '@/lib/auth-links';

const linkClass = 'font-medium text-accent-700 hover:underline';

/** Below step 1: from sign-up to log-in and back. */
export function AuthModeSwitch({ registering }: { registering: boolean }) {
  return (
    <p className="mt-6 border-t border-neutral-200 pt-5 text-center text-sm text-neutral-600">
      {registering ? (
        <>
          Already have an account?{' '}
          <Link to={LOGIN_HREF} className={linkClass}>
            Log In
          </Link>
        </>
      ) : (
        <>
          New here?{' '}
          <Link to={FIND_A_TUTOR_HREF} className={linkClass}>
            Find a tutor
          </Link>{' '}
          or{' '}
          <Link to={BECOME_A_TUTOR_HREF} className={linkClass}>
            become a tutor
          </Link>
        </>
      )}
    </p>
  );
}

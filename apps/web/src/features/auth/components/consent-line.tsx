import { Link } from 'react-router';

const linkClass = 'font-medium text-accent-700 underline-offset-2 hover:underline';

/** core-marketplace §2 step 1: a consent line linking to the terms and the privacy policy. */
export function ConsentLine() {
  return (
    <p className="text-center text-xs text-neutral-600">
      By continuing, you agree to our{' '}
      <Link to="/terms-and-conditions" className={linkClass}>
        Terms &amp; Conditions
      </Link>{' '}
      and{' '}
      <Link to="/privacy-policy" className={linkClass}>
        Privacy Policy
      </Link>
      .
    </p>
  );
}

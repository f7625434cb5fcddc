// core-marketplace §2 "Authentication screen", steps 2–6 of the tutor sign-up. For now a
// placeholder for step 2 ("Fill Your Personal Details") showing the prefilled name and email.
// The tutor's token is stored but they are not logged in until the form is submitted (§4).
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { BECOME_A_TUTOR_HREF } from '@/lib/auth-links';
import { logout, useSession } from '@/lib/session-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ArrowLeftIcon, ClockIcon } from '@/components/ui/icons';
import { AuthCard } from '../components/auth-card';
import { PERSONAL_DETAILS_TITLE } from '../lib/auth-copy';

export default function TutorSignUpPage() {
  const { token, user } = useSession();
  const { search } = useLocation();
  const navigate = useNavigate();
  useDocumentTitle(PERSONAL_DETAILS_TITLE);

  // Only a tutor who has just signed in with an unfinished profile belongs here.
  if (!token || !user || user.role !== 'tutor')
    return <Navigate to={BECOME_A_TUTOR_HREF} replace />;

  const useAnotherAccount = () => {
    logout();
    void navigate(BECOME_A_TUTOR_HREF, { replace: true });
  };

  return (
    <AuthCard title={PERSONAL_DETAILS_TITLE} step={2}>
      <div className="grid gap-4">
        <Field label="Full name">
          <Input value={user.fullName} readOnly />
        </Field>
        <Field label="Email">
          <Input type="email" value={user.email} readOnly />
        </Field>
      </div>
      <div className="mt-6 flex gap-3 rounded-xl border border-dashed border-neutral-300 bg-neutral-50 p-4">
        <ClockIcon className="mt-0.5 shrink-0 text-lg text-accent-700" />
        <p className="text-sm text-neutral-700">
          The tutor details form is coming soon. Your account is saved; you will be able to finish
          your profile here.
        </p>
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Link
          to={{ pathname: '/authentication', search }}
          className="inline-flex items-center gap-2 self-start rounded-md text-sm font-medium text-neutral-700 hover:text-neutral-900"
        >
          <ArrowLeftIcon /> Back
        </Link>
        <Button variant="ghost" size="sm" onClick={useAnotherAccount}>
          Use a different account
        </Button>
      </div>
    </AuthCard>
  );
}

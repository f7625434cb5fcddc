// core-marketplace §2 Tutor detail page: "If the student's profile is incomplete it shows
// 'Complete Your Profile' with a button to /student-account" (in place of the booking form: §5
// booking check 1, §6 only students with a completed profile may book). The account page brings
// the student back here once the profile is saved.
import { useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { UserIcon } from '@/components/ui/icons';

export function CompleteProfileCard() {
  const location = useLocation();
  return (
    <Card role="region" aria-labelledby="complete-profile-title">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-50 text-xl text-accent-700">
          <UserIcon />
        </span>
        <div>
          <h2 id="complete-profile-title" className="text-lg font-semibold text-neutral-900">
            Complete Your Profile
          </h2>
          <p className="mt-1 text-sm text-neutral-600">
            Please complete your profile before booking.
          </p>
        </div>
      </div>
      <ButtonLink
        to="/student-account"
        state={{ returnTo: `${location.pathname}${location.search}` }}
        className="mt-4 w-full"
      >
        Complete Your Profile
      </ButtonLink>
    </Card>
  );
}

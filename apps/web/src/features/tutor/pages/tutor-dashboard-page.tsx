// core-marketplace §2 "Tutor dashboard" and §4 "Tutor verification": a verified tutor gets the
// full dashboard (stat cards, Today's Classes, New Requests); anyone else the review card. The
// home-tutoring notice shows in both.
import type { VerificationStatus } from '@tm/shared/constants/marketplace';
import { useSession } from '@/lib/session-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button } from '@/components/ui/button';
import { UpcomingClassBanner } from '@/entities/booking/upcoming-class';
import { UnreadMessagesNotice } from '@/entities/conversation/unread-messages-notice';
import { TutorReviews } from '@/components/reviews/tutor-reviews';
import { useDashboard } from '../api/get-dashboard';
import { HomeTutoringNotice, needsHomeTutoringNotice } from '../components/home-tutoring-notice';
import { NewRequests } from '../components/new-requests';
import { ReviewCard } from '../components/review-card';
import { StatCards } from '../components/stat-cards';
import { TodaysClasses } from '../components/todays-classes';

export default function TutorDashboardPage() {
  useDocumentTitle('Dashboard');
  const { user: signedIn } = useSession();
  const user = signedIn?.role === 'tutor' ? signedIn : null; // the route lets only tutors in
  const status: VerificationStatus = user?.verificationStatus ?? 'pending';
  const verified = status === 'verified';
  const insights = useDashboard(verified);
  const firstName = user?.fullName.split(' ')[0] ?? '';

  return (
    <div className="grid gap-6 [&>*]:min-w-0">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight md:text-3xl">Dashboard</h1>
        <p className="mt-1 text-sm text-neutral-600">Welcome{firstName ? `, ${firstName}` : ''}.</p>
      </header>
      {verified && <UpcomingClassBanner viewer="tutor" user={user} />}
      <UnreadMessagesNotice />
      {needsHomeTutoringNotice(user?.city, user?.tutoring_mode) && <HomeTutoringNotice />}
      {!verified ? (
        <ReviewCard status={status} reason={user?.rejectionReason} />
      ) : (
        <>
          <section aria-label="Your numbers">
            {insights.isError ? (
              <div role="alert" className="rounded-xl bg-danger-50 p-4 text-sm text-danger-700">
                Your numbers could not be loaded: {insights.error.message}
                <Button
                  variant="secondary"
                  size="sm"
                  className="ml-3"
                  onClick={() => void insights.refetch()}
                >
                  Try again
                </Button>
              </div>
            ) : (
              <StatCards insights={insights.data} />
            )}
          </section>
          <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
            <TodaysClasses />
            <NewRequests />
          </div>
          {user && <TutorReviews tutorId={user._id} />}
        </>
      )}
    </div>
  );
}

// the upcoming-class banner on the student and tutor dashboards. The classes are asked
// for here; the banner (upcoming-class-banner.tsx, with the time rules and their date library)
// loads only when there is one, so a dashboard without classes never loads it.
import { lazy, Suspense } from 'react';
import type { UserDto } from '@tm/shared/schemas/user';
import { viewerTimezone } from '@/lib/viewer-timezone';
import { useUpcomingClasses } from './upcoming-classes-api';

const UpcomingClassBannerBody = lazy(() =>
  import('./upcoming-class-banner').then((m) => ({ default: m.UpcomingClassBannerBody })),
);

/**
 * The viewer's zone is worked out here, only when there is a class to show: asking Intl about a
 * zone loads the zone data, which a dashboard without classes need not pay for while it hydrates.
 */
export function UpcomingClassBanner({
  viewer,
  user,
}: {
  viewer: 'tutor' | 'student';
  user: UserDto | null | undefined;
}) {
  const classes = useUpcomingClasses().data?.classes ?? [];
  if (classes.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <UpcomingClassBannerBody viewer={viewer} zone={viewerTimezone(user)} classes={classes} />
    </Suspense>
  );
}

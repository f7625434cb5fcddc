// Issue 15 §4: the upcoming-class banner on the student and tutor dashboards. The classes are asked
// for here; the banner (upcoming-class-banner.tsx, with the time rules and their date library)
// loads only when there is one, so a dashboard without classes never loads it (issue 17).
import { lazy, Suspense } from 'react';
import { useUpcomingClasses } from './upcoming-classes-api';

const UpcomingClassBannerBody = lazy(() =>
  import('./upcoming-class-banner').then((m) => ({ default: m.UpcomingClassBannerBody })),
);

export function UpcomingClassBanner(props: { viewer: 'tutor' | 'student'; zone: string }) {
  const classes = useUpcomingClasses().data?.classes ?? [];
  if (classes.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <UpcomingClassBannerBody {...props} classes={classes} />
    </Suspense>
  );
}

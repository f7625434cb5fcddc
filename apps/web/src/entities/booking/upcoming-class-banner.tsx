// a banner on the student and tutor dashboards from 15 minutes before a class until it
// ends, with the Start/Join button (online classes) leading to /video-call/{id}. The button works
// from the class's start, as the call page does (rules/class-window.ts); before that it says when.
// The timing rule is shared (classBanner); a timer re-reads it at the next boundary. Loaded by
// upcoming-class.tsx only when the viewer has a class coming (it brings the date library).
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { classBanner, type ClassBannerState } from '@tm/shared/rules/class-window';
import { formatTime12, formatTimeRange, sessionIn } from '@tm/shared/rules/booking-time';
import type { UpcomingClassDto } from '@tm/shared/schemas/classes';
import { Button, ButtonLink } from '@/components/ui/button';
import { Avatar } from '@/components/ui/avatar';
import { useUnreadCount } from '@/entities/conversation/unread-count-api';

/** The unread messages from the class's other person, with a link to the conversation. */
function UnreadFrom({ userId, name }: { userId: string; name: string }) {
  const from = useUnreadCount().data?.byPerson.find((p) => p.userId === userId);
  if (!from) return null;
  const many = new Intl.PluralRules('en-IN').select(from.unread) !== 'one';
  return (
    <Link
      to={`/messages/${from.conversationId}`}
      className="text-sm font-medium text-accent-800 underline"
    >
      {from.unread} unread {many ? 'messages' : 'message'} from {name}
    </Link>
  );
}

const MAX_WAIT_MS = 6 * 3600_000;

function useBannerClass(classes: readonly UpcomingClassDto[]) {
  const [now, setNow] = useState(() => new Date());
  let shown: { c: UpcomingClassDto; state: ClassBannerState } | null = null;
  let next: number | null = null;
  for (const c of classes) {
    const { state, changesAt } = classBanner({ start: c.startAt, end: c.endAt }, now);
    if (state !== 'none' && !shown) shown = { c, state };
    if (changesAt && (next === null || changesAt.getTime() < next)) next = changesAt.getTime();
  }
  useEffect(() => {
    if (next === null) return;
    const delay = Math.min(Math.max(next - Date.now(), 0) + 250, MAX_WAIT_MS);
    const timer = setTimeout(() => setNow(new Date()), delay);
    return () => clearTimeout(timer);
  }, [next, now]);
  return { shown, now };
}

export function UpcomingClassBannerBody({
  viewer,
  zone,
  classes,
}: {
  viewer: 'tutor' | 'student';
  zone: string;
  classes: readonly UpcomingClassDto[];
}) {
  const { shown, now } = useBannerClass(classes);
  if (!shown) return null;
  const { c, state } = shown;
  const local = sessionIn({ start: new Date(c.startAt), end: new Date(c.endAt) }, zone);
  const minutes = Math.max(1, Math.ceil((new Date(c.startAt).getTime() - now.getTime()) / 60_000));
  const action = viewer === 'tutor' ? 'Start Class' : 'Join Class';
  return (
    <section
      aria-label="Upcoming class"
      className="flex flex-col gap-4 rounded-xl border border-accent-200 bg-accent-50 p-4 sm:flex-row sm:items-center sm:p-5"
    >
      <Avatar src={c.with.profilePhoto} name={c.with.fullName} id={c.with._id} />
      <div className="min-w-0 flex-1">
        <p className="text-base font-semibold text-neutral-900" role="status">
          {state === 'open'
            ? 'Your class is on now'
            : `Your class starts in ${minutes} minute${minutes === 1 ? '' : 's'}`}
        </p>
        <p className="text-sm break-words text-neutral-700">
          {c.isTrial ? 'Free trial · ' : ''}
          {c.subject} with {c.with.fullName} · {formatTimeRange(local.startTime, local.endTime)}
        </p>
        {!c.online && (
          <p className="text-xs text-neutral-600">{c.tutoringMode.join(', ')}: no video call.</p>
        )}
        <UnreadFrom userId={c.with._id} name={c.with.fullName} />
      </div>
      {c.online &&
        (state === 'open' ? (
          <ButtonLink to={`/video-call/${c.bookingId}`}>{action}</ButtonLink>
        ) : (
          <div className="grid gap-1 text-center">
            <Button disabled>{action}</Button>
            <span className="text-xs text-neutral-600">
              Opens at {formatTime12(local.startTime)}
            </span>
          </div>
        ))}
    </section>
  );
}

// the tutor's stated days and hours on the student's clock (and on the tutor's, which
// the form's dates and times are in, when the zones differ), and a live note when the chosen time
// falls outside them. The rule is shared (rules/tutor-availability.ts); the server flags the same.
import { useMemo } from 'react';
import {
  AVAILABILITY_TEXT,
  availabilityIn,
  describeAvailability,
} from '@tm/shared/rules/tutor-availability';
import type { TutorDetailDto } from '@tm/shared/schemas/tutor-search';

export function AvailabilityHint({
  tutor,
  tutorZone,
  myZone,
  outside,
}: {
  tutor: TutorDetailDto;
  tutorZone: string;
  myZone: string;
  /** The chosen date and times fall outside the stated availability. */
  outside: boolean;
}) {
  const lines = useMemo(() => {
    const now = new Date();
    const stated = { avlDays: tutor.avl_days, avlTime: tutor.avl_time, timezone: tutorZone };
    return {
      mine: describeAvailability(availabilityIn(stated, myZone, now)),
      theirs: describeAvailability(availabilityIn(stated, tutorZone, now)),
    };
  }, [tutor.avl_days, tutor.avl_time, tutorZone, myZone]);
  if (lines.mine.length === 0) return null;
  const firstName = tutor.fullName.split(' ')[0] ?? tutor.fullName;
  return (
    <div className="grid gap-1 rounded-lg border border-neutral-200 px-4 py-3 text-sm">
      <p className="font-medium text-neutral-800">
        {firstName} is usually available{myZone !== tutorZone ? ` (your time, ${myZone})` : ''}:
      </p>
      <ul className="grid gap-0.5 text-neutral-700">
        {lines.mine.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {myZone !== tutorZone && (
        <p className="text-xs text-neutral-600">
          On the tutor&apos;s clock ({tutorZone}): {lines.theirs.join('; ')}
        </p>
      )}
      <p aria-live="polite" className="text-sm font-medium text-warning-700">
        {outside ? AVAILABILITY_TEXT.warning(firstName) : ''}
      </p>
    </div>
  );
}

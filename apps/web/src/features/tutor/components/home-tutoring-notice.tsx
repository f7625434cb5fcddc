// core-marketplace §2 Tutor dashboard: a tutor outside Bengaluru who does not offer Online
// Tutoring is told that home tutoring is only in Bengaluru and to add online tutoring (§1).
import {
  HOME_TUTORING_CITY,
  HOME_TUTORING_CITY_ALIASES,
  ONLINE_TUTORING,
} from '@tm/shared/constants/marketplace';
import { Link } from 'react-router';
import { PinIcon } from '@/components/ui/icons';

export function needsHomeTutoringNotice(city: unknown, modes: unknown): boolean {
  const inCity =
    typeof city === 'string' &&
    (HOME_TUTORING_CITY_ALIASES as readonly string[]).some(
      (c) => c.toLowerCase() === city.trim().toLowerCase(),
    );
  const online = Array.isArray(modes) && modes.includes(ONLINE_TUTORING);
  return !inCity && !online;
}

export function HomeTutoringNotice() {
  return (
    <div
      role="note"
      className="flex gap-3 rounded-xl border border-warning-100 bg-warning-50 p-4 text-sm text-warning-700"
    >
      <PinIcon className="mt-0.5 shrink-0 text-lg" />
      <p>
        Home tutoring is currently available only in {HOME_TUTORING_CITY}. Students in your city can
        find you once you offer Online Tutoring:{' '}
        <Link to="/tutor-account" className="font-medium underline underline-offset-2">
          add Online Tutoring in your account
        </Link>
        .
      </p>
    </div>
  );
}

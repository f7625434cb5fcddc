import { useEffect, useState } from 'react';
import { classWindow } from '@tm/shared/rules/class-window';
import type { BookingDto } from '@tm/shared/schemas/booking';

/** Longest single wait; a timer is re-armed after it (setTimeout cannot wait beyond ~24 days). */
const MAX_WAIT_MS = 6 * 3600_000;

/**
 * Whether the Start/Join class action shows now (core-marketplace §4). The rule is the shared
 * pure function; a timer re-reads it at the next session start or end, so the button appears and
 * disappears on time without polling.
 */
export function useClassWindow(booking: BookingDto): boolean {
  const [now, setNow] = useState(() => new Date());
  const { open, changesAt } = classWindow(booking, now);
  const at = changesAt?.getTime() ?? null;
  useEffect(() => {
    if (at === null) return;
    // A little past the boundary, so the next read is on the far side of it.
    const delay = Math.min(Math.max(at - Date.now(), 0) + 250, MAX_WAIT_MS);
    const timer = setTimeout(() => setNow(new Date()), delay);
    return () => clearTimeout(timer);
  }, [at, now]);
  return open;
}

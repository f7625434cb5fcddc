// A class opened before its window: instead of a dead end, the class's start on the viewer's
// clock, a countdown, the device check meanwhile, and joining by itself when the window opens.
import { useEffect, useRef, useState } from 'react';
import { startOnClock } from '@tm/shared/call/call-failure';
import { Button } from '@/components/ui/button';
import { DeviceCheck } from './device-check';

/** "4 min 05 s" / "2 h 10 min" / "3 days": how long until the class opens. */
export function untilLabel(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  if (s >= 2 * 86_400) return `${Math.floor(s / 86_400)} days`;
  if (s >= 3600) return `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min`;
  if (s >= 60) return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
  return `${s} s`;
}

/** Joins this long after the window opens, so the server's clock has surely passed it too. */
const JOIN_AFTER_MS = 1500;
const wallClock = () => Date.now();

export function ClassNotStarted({
  startsAt,
  zone,
  onOpen,
  onBack,
  now = wallClock,
}: {
  startsAt: Date;
  zone: string;
  /** Joins the class (the window is open now). */
  onOpen: () => void;
  onBack: () => void;
  now?: () => number;
}) {
  const [left, setLeft] = useState(() => startsAt.getTime() - now());
  // The latest handler, without restarting the timers when the parent passes a new one.
  const open = useRef(onOpen);
  useEffect(() => {
    open.current = onOpen;
  }, [onOpen]);
  useEffect(() => {
    const tick = window.setInterval(() => setLeft(startsAt.getTime() - now()), 1000);
    const join = window.setTimeout(
      () => open.current(),
      Math.min(Math.max(0, startsAt.getTime() - now()) + JOIN_AFTER_MS, 2_000_000_000),
    );
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(join);
    };
  }, [startsAt, now]);

  return (
    <main id="main" className="surface-inverse flex min-h-dvh flex-col overflow-y-auto px-6 py-6">
      <div className="m-auto flex w-full flex-col items-center gap-4 text-center">
        <h1 className="text-xl font-semibold">This class has not started yet</h1>
        <p className="text-neutral-200">
          It opens on {startOnClock(startsAt, zone)} (your time). This page joins by itself then.
        </p>
        <p className="text-lg font-semibold text-accent-300">
          Opens in <span role="timer">{untilLabel(left)}</span>
        </p>
        <DeviceCheck />
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
      </div>
    </main>
  );
}

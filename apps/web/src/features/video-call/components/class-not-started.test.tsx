// A class opened early counts down on the viewer's clock and joins by itself when it opens.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClassNotStarted, untilLabel } from './class-not-started';

afterEach(() => vi.useRealTimers());

describe('class not started', () => {
  it('says when it opens, counts down, and joins by itself once the window is open', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
    const onOpen = vi.fn();
    render(
      <ClassNotStarted
        startsAt={new Date('2026-11-26T10:02:05Z')}
        zone="Asia/Kolkata"
        onOpen={onOpen}
        onBack={vi.fn()}
      />,
    );
    expect(screen.getByText(/at 3:32 PM \(your time\)/)).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('2 min 05 s');
    act(() => {
      vi.advanceTimersByTime(65_000);
    });
    expect(screen.getByRole('timer').textContent).toBe('1 min 00 s');
    expect(onOpen).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(onOpen).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1_600);
    });
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('words the time left', () => {
    expect(untilLabel(59_400)).toBe('1 min 00 s');
    expect(untilLabel(58_100)).toBe('59 s');
    expect(untilLabel(3 * 3600_000 + 5 * 60_000)).toBe('3 h 5 min');
    expect(untilLabel(3 * 86_400_000)).toBe('3 days');
    expect(untilLabel(-5)).toBe('0 s');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShutdown, type ShutdownStep } from './shutdown';

function harness(steps: ShutdownStep[], deadlineMs = 10_000) {
  const lines: Array<{ level: 'info' | 'error'; msg: string; obj: object }> = [];
  const exit = vi.fn<(code: number) => void>();
  const shutdown = createShutdown({
    steps,
    deadlineMs,
    exit,
    log: {
      info: (obj, msg) => lines.push({ level: 'info', msg, obj }),
      error: (obj, msg) => lines.push({ level: 'error', msg, obj }),
    },
  });
  return { shutdown, exit, lines, msgs: () => lines.map((l) => l.msg) };
}

const step = (name: string, run: () => Promise<unknown> = async () => {}): ShutdownStep => ({
  name,
  done: `${name} closed`,
  run,
});

describe('createShutdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs every step once, in order, logs each, and exits 0', async () => {
    const order: string[] = [];
    const h = harness(
      ['sweeper', 'HTTP', 'pub/sub', 'database'].map((n) => step(n, async () => order.push(n))),
    );
    await h.shutdown('SIGTERM');
    expect(order).toEqual(['sweeper', 'HTTP', 'pub/sub', 'database']);
    expect(h.msgs()).toEqual([
      'shutting down',
      'sweeper closed',
      'HTTP closed',
      'pub/sub closed',
      'database closed',
      'shutdown complete',
    ]);
    expect(h.exit).toHaveBeenCalledExactlyOnceWith(0);
  });

  it('a second signal during shutdown does not run the steps again', async () => {
    let release!: () => void;
    const closes = vi.fn(() => new Promise<void>((r) => (release = r)));
    const database = vi.fn(async () => {});
    const h = harness([step('HTTP', closes), step('database', database)]);
    const first = h.shutdown('SIGTERM');
    await vi.advanceTimersByTimeAsync(50);
    const second = h.shutdown('SIGINT');
    release();
    await Promise.all([first, second]);
    expect(closes).toHaveBeenCalledTimes(1);
    expect(database).toHaveBeenCalledTimes(1);
    expect(h.msgs()).toContain('already shutting down; signal ignored');
    expect(h.exit).toHaveBeenCalledExactlyOnceWith(0);
  });

  it('after the deadline, names the step that did not finish and exits 1', async () => {
    const h = harness([step('HTTP'), step('database', () => new Promise(() => {}))], 10_000);
    void h.shutdown('SIGTERM');
    await vi.advanceTimersByTimeAsync(9_999);
    expect(h.exit).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(h.exit).toHaveBeenCalledExactlyOnceWith(1);
    const last = h.lines.at(-1)!;
    expect(last.level).toBe('error');
    expect(last.msg).toBe(
      'shutdown deadline passed: database had not finished; exiting with status 1',
    );
    expect(last.obj).toMatchObject({ step: 'database' });
  });

  it('a step that fails is logged, the rest still run, and the status is 1', async () => {
    const database = vi.fn(async () => {});
    const h = harness([
      step('pub/sub', async () => {
        throw new Error('redis gone');
      }),
      step('database', database),
    ]);
    await h.shutdown('SIGTERM');
    expect(database).toHaveBeenCalledOnce();
    expect(h.msgs()).toContain('pub/sub: failed to stop');
    expect(h.exit).toHaveBeenCalledExactlyOnceWith(1);
  });
});

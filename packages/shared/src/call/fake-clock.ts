// A fake clock for the call SDK's unit tests (and for anyone driving the SDK without real time).
import type { Clock } from './client';

export class FakeClock implements Clock {
  private t: number;
  private seq = 0;
  private queue: Array<{ id: number; at: number; fn: () => void }> = [];

  constructor(start = Date.UTC(2026, 10, 23, 12, 0, 0)) {
    this.t = start;
  }
  now(): number {
    return this.t;
  }
  setTimeout(fn: () => void, ms: number): unknown {
    const id = ++this.seq;
    this.queue.push({ id, at: this.t + ms, fn });
    return id;
  }
  clearTimeout(handle: unknown): void {
    this.queue = this.queue.filter((q) => q.id !== handle);
  }
  /** Moves time forward, running every timer that falls due, in order. */
  advance(ms: number): void {
    const end = this.t + ms;
    for (;;) {
      this.queue.sort((a, b) => a.at - b.at || a.id - b.id);
      const next = this.queue[0];
      if (!next || next.at > end) break;
      this.queue.shift();
      this.t = next.at;
      next.fn();
    }
    this.t = end;
  }
  pending(): number {
    return this.queue.length;
  }
}

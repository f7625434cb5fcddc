import { describe, expect, it } from 'vitest';
import { createMemoryPubSub, type PubSub } from '../../ports/pubsub';
import { createSessionCache, SESSION_FORGET_CHANNEL } from './session-cache';

const session = (userId: string, tokenId: string) => ({
  user: { id: userId },
  tokenId,
  expiresAt: new Date(Date.now() + 3600_000),
  lastUsedAt: new Date(),
});

describe('session cache', () => {
  it('keeps a lookup for its time-to-live only', () => {
    const cache = createSessionCache({ ttlMs: 1000, pubsub: createMemoryPubSub() });
    cache.set('h1', session('u1', 't1'), cache.stamp(), 10_000);
    expect(cache.get('h1', 10_999)?.tokenId).toBe('t1');
    expect(cache.get('h1', 11_000)).toBeUndefined();
  });

  it('does not keep a lookup that was in flight when something was forgotten', async () => {
    const cache = createSessionCache({ ttlMs: 60_000, pubsub: createMemoryPubSub() });
    const stamp = cache.stamp();
    await cache.forgetUser('u1'); // e.g. a logout while the lookup ran
    cache.set('h1', session('u1', 't1'), stamp);
    expect(cache.get('h1')).toBeUndefined();
    cache.set('h1', session('u1', 't1'), cache.stamp());
    expect(cache.get('h1')).toBeDefined();
  });

  it('forgets by token and by user, and tells other nodes over pub/sub', async () => {
    const pubsub = createMemoryPubSub();
    const heard: string[] = [];
    await pubsub.subscribe(SESSION_FORGET_CHANNEL, (m) => heard.push(m));
    const other = createSessionCache({ ttlMs: 60_000, pubsub });
    await other.listen();
    const cache = createSessionCache({ ttlMs: 60_000, pubsub });
    for (const c of [cache, other]) {
      c.set('a', session('u1', 't1'), c.stamp());
      c.set('b', session('u1', 't2'), c.stamp());
      c.set('c', session('u2', 't3'), c.stamp());
    }
    await cache.forgetToken('t1');
    expect([cache.get('a'), other.get('a')]).toEqual([undefined, undefined]);
    expect(other.get('b')?.tokenId).toBe('t2');
    await cache.forgetUser('u1');
    expect(other.get('b')).toBeUndefined();
    expect(other.get('c')?.tokenId).toBe('t3');
    expect(heard.map((m) => JSON.parse(m))).toEqual([{ token: 't1' }, { user: 'u1' }]);
  });

  it('tells listeners on every node of ended sessions, not of other forgets', async () => {
    const pubsub = createMemoryPubSub();
    const here = createSessionCache({ ttlMs: 60_000, pubsub });
    const there = createSessionCache({ ttlMs: 0, pubsub }); // a node with the cache off hears too
    await there.listen();
    const heardHere: unknown[] = [];
    const heardThere: unknown[] = [];
    here.onEnded((e) => heardHere.push(e));
    const stop = there.onEnded((e) => heardThere.push(e));
    await here.forgetUser('u1'); // a write by the user: the session goes on
    await here.forgetToken('t0');
    await here.endToken('t1'); // logout
    await here.endUser('u2'); // log out everywhere
    expect(heardHere).toEqual([{ token: 't1' }, { user: 'u2' }]);
    expect(heardThere).toEqual([{ token: 't1' }, { user: 'u2' }]);
    stop();
    await here.endToken('t3');
    expect(heardThere).toHaveLength(2);
  });

  it('a broker that fails does not fail the forget (entries still end with their TTL)', async () => {
    const errors: string[] = [];
    const broken: PubSub = {
      ...createMemoryPubSub(),
      publish: () => Promise.reject(new Error('redis down')),
    };
    const cache = createSessionCache({
      ttlMs: 60_000,
      pubsub: broken,
      onError: (_e, msg) => errors.push(msg),
    });
    cache.set('a', session('u1', 't1'), cache.stamp());
    await cache.forgetUser('u1');
    expect(cache.get('a')).toBeUndefined();
    expect(errors).toHaveLength(1);
  });

  it('is bounded: past maxEntries the oldest lookups go', () => {
    const cache = createSessionCache({
      ttlMs: 60_000,
      pubsub: createMemoryPubSub(),
      maxEntries: 2,
    });
    for (const h of ['a', 'b', 'c']) cache.set(h, session(h, h), cache.stamp());
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
  });

  it('a time-to-live of 0 turns it off', () => {
    const cache = createSessionCache({ ttlMs: 0, pubsub: createMemoryPubSub() });
    cache.set('a', session('u1', 't1'), cache.stamp());
    expect(cache.get('a')).toBeUndefined();
  });
});

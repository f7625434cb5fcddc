// Remembers, for a short time, which searches match at least COUNT_CAP tutors, so the dashboard's
// most common searches (no filter, one mode, a popular subject) do not count thousands of rows on
// every request. Only that fact is cached: the rows of every page and every exact total below the
// cap are read from the database each time. Per process, per database, bounded in size.

/** Totals are exact below this; at or above it the answer says "at least COUNT_CAP" (1,000+). */
export const COUNT_CAP = 1000;
const TTL_MS = 60_000;
const MAX_KEYS = 2000;

const caches = new WeakMap<object, Map<string, number>>();

function cacheFor(db: object): Map<string, number> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

export function isKnownLarge(db: object, key: string, now = Date.now()): boolean {
  const cache = cacheFor(db);
  const expires = cache.get(key);
  if (expires === undefined) return false;
  if (expires > now) return true;
  cache.delete(key);
  return false;
}

export function rememberLarge(db: object, key: string, now = Date.now()): void {
  const cache = cacheFor(db);
  cache.delete(key);
  cache.set(key, now + TTL_MS);
  // Maps iterate in insertion order: drop the oldest entries past the bound.
  while (cache.size > MAX_KEYS) cache.delete(cache.keys().next().value!);
}

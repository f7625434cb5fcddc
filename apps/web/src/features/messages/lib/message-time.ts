// Message times on the viewer's own clock (their profile's zone), in en-IN.
const formats = new Map<string, Intl.DateTimeFormat>();

function format(zone: string, opts: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${zone}|${JSON.stringify(opts)}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-IN', { ...opts, timeZone: zone });
    formats.set(key, f);
  }
  return f;
}

const dayOf = (d: Date, zone: string) =>
  format(zone, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);

/** "4:05 pm" today, "12 Mar" on another day (the inbox list). */
export function shortWhen(iso: string, zone: string, now = new Date()): string {
  const d = new Date(iso);
  return dayOf(d, zone) === dayOf(now, zone)
    ? format(zone, { hour: 'numeric', minute: '2-digit' }).format(d)
    : format(zone, { day: 'numeric', month: 'short' }).format(d);
}

/** "4:05 pm" (under a message). */
export function timeOf(iso: string, zone: string): string {
  return format(zone, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}

/** "Tuesday, 12 March" (a day's heading in a conversation). */
export function dayHeading(iso: string, zone: string): string {
  return format(zone, { weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(iso));
}

export function sameDay(a: string, b: string, zone: string): boolean {
  return dayOf(new Date(a), zone) === dayOf(new Date(b), zone);
}

/** "Active 5 minutes ago" from a last-activity time (null: nothing said). */
export function lastActive(iso: string | null, now = Date.now()): string | null {
  if (!iso) return null;
  const minutes = Math.round((now - new Date(iso).getTime()) / 60_000);
  if (minutes < 2) return 'Active now';
  const rtf = new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' });
  if (minutes < 60) return `Active ${rtf.format(-minutes, 'minute')}`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `Active ${rtf.format(-hours, 'hour')}`;
  return `Active ${rtf.format(-Math.round(hours / 24), 'day')}`;
}

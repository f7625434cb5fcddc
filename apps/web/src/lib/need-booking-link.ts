// The link from a need's offer to the tutor's page with the booking form filled in, and its
// reading on that page. Two features use it (needs builds it, discovery reads it), so it lives here.

export interface NeedBookingPrefill {
  needId: string;
  subject: string;
  mode: string;
  /** Hourly price in major units (a class), absent for a trial. */
  price: string | null;
  date: string | null;
  startTime: string | null;
}

export function needBookingHref(
  tutorId: string,
  p: NeedBookingPrefill & { trial: boolean },
): string {
  const q = new URLSearchParams({ need: p.needId, subject: p.subject, mode: p.mode });
  if (p.trial) q.set('trial', 'true');
  else if (p.price) q.set('price', p.price);
  if (p.date) q.set('date', p.date);
  if (p.startTime) q.set('start', p.startTime);
  return `/tutor-details/${tutorId}?${q.toString()}`;
}

export function readNeedBookingPrefill(params: URLSearchParams): NeedBookingPrefill | null {
  const needId = params.get('need');
  if (!needId || !/^[0-9a-f-]{36}$/i.test(needId)) return null;
  return {
    needId,
    subject: params.get('subject') ?? '',
    mode: params.get('mode') ?? '',
    price: params.get('price'),
    date: params.get('date'),
    startTime: params.get('start'),
  };
}

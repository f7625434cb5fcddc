// "Add to calendar": downloads GET /api/bookings/{id}/calendar.ics. A plain link cannot carry the
// bearer token, so the file is fetched and handed to the browser as a download.
import { useState } from 'react';
import { apiUrl } from '@/lib/api-client';
import { getSession, logout } from '@/lib/session-store';
import { showToast } from '@/lib/toast-store';
import { Button } from '@/components/ui/button';
import { CalendarIcon } from '@/components/ui/icons';

export const CALENDAR_DOWNLOAD_FAILED = 'Could not download the calendar file. Please try again.';

async function downloadCalendar(bookingId: string): Promise<void> {
  const token = getSession().token;
  const response = await fetch(apiUrl(`/bookings/${bookingId}/calendar.ics`), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (response.status === 401) logout();
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message || CALENDAR_DOWNLOAD_FAILED);
  }
  const blob = await response.blob();
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'class.ics';
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function AddToCalendarButton({ bookingId }: { bookingId: string }) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await downloadCalendar(bookingId);
    } catch (error) {
      showToast(
        error instanceof Error && error.message ? error.message : CALENDAR_DOWNLOAD_FAILED,
        'danger',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" size="sm" loading={busy} onClick={() => void onClick()}>
      {!busy && <CalendarIcon />}
      Add to calendar
    </Button>
  );
}

// Downloads the PDF receipt of a paid booking (GET /api/bookings/{id}/receipt, student or admin).
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { apiUrl } from '@/lib/api-client';
import { getSession } from '@/lib/session-store';
import { showToast } from '@/lib/toast-store';

export function ReceiptButton({ bookingId }: { bookingId: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const token = getSession().token;
      const res = await fetch(apiUrl(`/bookings/${bookingId}/receipt`), {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      if (!res.ok) {
        const body = (await res.json().catch(() => null)) as { message?: string } | null;
        throw new Error(body?.message ?? 'Could not download the receipt.');
      }
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement('a');
      a.href = url;
      a.download =
        /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ??
        'receipt.pdf';
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (err) {
      showToast((err as Error).message, 'danger');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" variant="ghost" loading={busy} onClick={() => void download()}>
      Receipt (PDF)
    </Button>
  );
}

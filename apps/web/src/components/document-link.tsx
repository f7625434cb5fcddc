// Opens a private document (resume, certificate, government id, address proof) for its tutor or
// an admin. The file route needs the bearer token, which a plain link cannot send, so the file is
// fetched with it and shown from a blob URL: images and PDFs in a dialog, Word files downloaded.
import { useEffect, useRef, useState } from 'react';
import { getSession } from '@/lib/session-store';
import { Button } from './ui/button';
import { Dialog } from './ui/dialog';
import { Spinner } from './ui/spinner';

export interface DocumentRef {
  _id: string;
  name: string;
  url: string;
  mimeType: string;
  size: number;
}

const PREVIEWABLE = /^(image\/(png|jpeg|gif)|application\/pdf)$/;

async function fetchBlob(url: string): Promise<Blob> {
  const token = getSession().token;
  const res = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!res.ok)
    throw new Error(
      res.status === 404
        ? 'This document is not available to you.'
        : 'The document could not be loaded.',
    );
  return res.blob();
}

export function DocumentLink({ doc, label = 'View' }: { doc: DocumentRef; label?: string }) {
  const [open, setOpen] = useState(false);
  const [blobUrl, setBlobUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => () => void (blobUrl && URL.revokeObjectURL(blobUrl)), [blobUrl]);
  // a PDF viewer that has focus keeps every key to itself, so Escape never reached the
  // dialog. When the frame takes focus, focus comes back to the Close button (the PDF still
  // scrolls and its toolbar still clicks), so Escape and Tab keep working.
  useEffect(() => {
    if (!open) return;
    const onBlur = () =>
      setTimeout(() => {
        if (document.activeElement instanceof HTMLIFrameElement) closeRef.current?.focus();
      }, 0);
    window.addEventListener('blur', onBlur);
    return () => window.removeEventListener('blur', onBlur);
  }, [open]);

  const show = async () => {
    setError(null);
    setLoading(true);
    try {
      const blob = await fetchBlob(doc.url);
      const url = URL.createObjectURL(blob);
      setBlobUrl(url);
      if (PREVIEWABLE.test(doc.mimeType)) setOpen(true);
      else {
        const a = document.createElement('a');
        a.href = url;
        a.download = doc.name;
        a.click();
      }
    } catch (e) {
      setError((e as Error).message);
      setOpen(true);
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => void show()}
        loading={loading}
        aria-label={`${label} ${doc.name}`}
      >
        {label}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={doc.name}
        className="max-w-3xl"
        actions={
          <Button ref={closeRef} variant="secondary" onClick={() => setOpen(false)}>
            Close
          </Button>
        }
      >
        {error && <p className="text-sm text-danger-700">{error}</p>}
        {!error && !blobUrl && <Spinner label="Loading document" />}
        {!error && blobUrl && doc.mimeType.startsWith('image/') && (
          <img src={blobUrl} alt={doc.name} className="max-h-[70vh] w-full object-contain" />
        )}
        {!error && blobUrl && doc.mimeType === 'application/pdf' && (
          <iframe
            src={blobUrl}
            title={doc.name}
            className="h-[70vh] w-full rounded-lg border border-neutral-200"
          />
        )}
        {!error && blobUrl && (
          <a
            href={blobUrl}
            download={doc.name}
            className="mt-3 inline-block text-sm font-medium text-accent-700 underline underline-offset-2"
          >
            Download {doc.name}
          </a>
        )}
      </Dialog>
    </>
  );
}

// The "Your data" part of both account pages: download a copy of everything (built in the
// background, mailed as a link valid 24 hours) and delete the account (14 days' grace; the
// confirmation says what is erased and what the law makes us keep).
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DELETION_GRACE_DAYS, EXPORT_VALID_HOURS } from '@tm/shared/constants/data-rights';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ProgressBar } from '@/components/ui/progress-bar';
import { serverMessage } from '@/lib/api-client';
import { logout } from '@/lib/session-store';
import { showToast } from '@/lib/toast-store';
import {
  downloadExport,
  useDataExports,
  useDeletionStatus,
  useRequestDeletion,
  useRequestExport,
} from './account-data-api';

const dateTime = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

function DownloadMyData() {
  const exports = useDataExports();
  const request = useRequestExport();
  const [downloading, setDownloading] = useState(false);
  const latest = exports.data?.[0];

  const start = () =>
    request.mutate(undefined, {
      onSuccess: () => showToast('We are preparing your data.', 'success'),
      onError: (err) => showToast(serverMessage(err) ?? 'Could not start the export.', 'danger'),
    });
  const download = async (id: string) => {
    setDownloading(true);
    try {
      await downloadExport(id);
    } catch (err) {
      showToast((err as Error).message, 'danger');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card id="my-data" aria-labelledby="my-data-title">
      <h2 id="my-data-title" className="text-lg font-semibold">
        Download my data
      </h2>
      <p className="mt-2 text-sm text-neutral-700">
        A ZIP file with your profile, bookings, messages, payments and receipts, and the files you
        uploaded. We email you when it is ready; the download works for {EXPORT_VALID_HOURS} hours,
        only while you are signed in.
      </p>
      <div className="mt-4 grid gap-3" aria-live="polite">
        {exports.isPending && <p className="text-sm text-neutral-700">Checking your exports…</p>}
        {exports.isError && (
          <p className="text-sm text-danger-700">We could not check your exports. Please reload.</p>
        )}
        {latest?.status === 'building' && (
          <ProgressBar percent={latest.progress} label="Preparing your data" />
        )}
        {latest?.status === 'ready' && (
          <p className="text-sm text-neutral-800">
            Your data is ready (until {dateTime(latest.expiresAt!)}).
          </p>
        )}
        {latest?.status === 'expired' && (
          <p className="text-sm text-neutral-700">Your last download link has expired.</p>
        )}
        {latest?.status === 'failed' && (
          <p className="text-sm text-danger-700">
            We could not prepare your data. Please try again.
          </p>
        )}
        {exports.isSuccess && !latest && (
          <p className="text-sm text-neutral-700">You have not asked for a copy yet.</p>
        )}
        <div className="flex flex-wrap gap-2">
          {latest?.status === 'ready' && (
            <Button loading={downloading} onClick={() => void download(latest.id)}>
              Download ZIP
            </Button>
          )}
          <Button
            variant="secondary"
            loading={request.isPending}
            disabled={latest?.status === 'building'}
            onClick={start}
          >
            {latest ? 'Prepare a new copy' : 'Prepare my data'}
          </Button>
        </div>
      </div>
    </Card>
  );
}

function DeleteMyAccount() {
  const status = useDeletionStatus();
  const remove = useRequestDeletion();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: (res) => {
        setOpen(false);
        showToast(res.message, 'success');
        // Every session has ended on the server; end this one too.
        logout();
        void navigate('/authentication');
      },
      onError: (err) => setError(serverMessage(err) ?? 'Could not delete your account.'),
    });

  const s = status.data;
  return (
    <Card aria-labelledby="delete-account-title">
      <h2 id="delete-account-title" className="text-lg font-semibold">
        Delete my account
      </h2>
      {status.isPending && <p className="mt-2 text-sm text-neutral-700">Loading…</p>}
      {status.isError && (
        <p className="mt-2 text-sm text-danger-700">We could not load this. Please reload.</p>
      )}
      {s && (
        <>
          <p className="mt-2 text-sm text-neutral-700">
            Your account is erased {DELETION_GRACE_DAYS} days after you ask. Signing in before then
            cancels it.
          </p>
          {s.blocker && (
            <p role="status" className="mt-3 text-sm font-medium text-danger-700">
              {s.blocker}
            </p>
          )}
          <Button
            className="mt-4"
            variant="danger"
            disabled={!!s.blocker}
            onClick={() => {
              setTyped('');
              setError(null);
              setOpen(true);
            }}
          >
            Delete my account
          </Button>
          <Dialog
            open={open}
            onOpenChange={setOpen}
            title="Delete your account?"
            description={`In ${DELETION_GRACE_DAYS} days we erase your account. You are signed out everywhere now; signing in before then cancels it.`}
            actions={
              <>
                <Button variant="ghost" onClick={() => setOpen(false)}>
                  Keep my account
                </Button>
                <Button
                  variant="danger"
                  loading={remove.isPending}
                  disabled={typed !== 'DELETE'}
                  onClick={confirm}
                >
                  Delete my account
                </Button>
              </>
            }
          >
            <div className="grid gap-3 text-sm">
              <div>
                <h3 className="font-semibold">What we erase</h3>
                <ul className="mt-1 list-disc pl-5">
                  {s.erased.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </div>
              <div>
                <h3 className="font-semibold">What the law makes us keep</h3>
                <ul className="mt-1 list-disc pl-5">
                  {s.kept.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </div>
              <Field label="Type DELETE to confirm" error={error ?? undefined}>
                <Input
                  value={typed}
                  onChange={(e) => setTyped(e.target.value)}
                  autoComplete="off"
                />
              </Field>
            </div>
          </Dialog>
        </>
      )}
    </Card>
  );
}

export function AccountDataSection() {
  return (
    <section className="grid gap-6" aria-label="Your data">
      <DownloadMyData />
      <DeleteMyAccount />
    </section>
  );
}

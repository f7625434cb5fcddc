// /parental-consent?token=…: the page a parent reaches from the mailed link. It shows the child
// and, once consent is given, the child's classes and messages; the parent confirms or withdraws
// (DPDP Act 2023 s.9; withdrawal suspends the child's account). No analytics or third-party
// scripts run on it, as on every page of this app.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ParentView } from '@tm/shared/contract/data-rights';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { api, serverMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';

const STATE_TEXT: Record<ParentView['state'], string> = {
  pending:
    'You have not given consent yet. Until you do, your child cannot book, pay or send messages.',
  granted: 'You have given consent. You can withdraw it at any time.',
  withdrawn: "You withdrew consent. Your child's account is suspended.",
};

export default function ParentalConsentPage() {
  useDocumentTitle('Parental consent');
  const token = useSearchParams()[0].get('token') ?? '';
  const client = useQueryClient();
  const key = ['parental-consent', token];
  const view = useQuery({
    queryKey: key,
    enabled: token.length >= 20,
    queryFn: async () => (await api.get<ParentView>(`/parental-consent/${token}`)).data,
    retry: false,
  });
  const act = useMutation({
    mutationFn: async (what: 'confirm' | 'withdraw') =>
      (await api.post<ParentView>(`/parental-consent/${what}`, { token })).data,
    onSuccess: (data) => client.setQueryData(key, data),
  });
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);

  if (token.length < 20 || view.isError)
    return (
      <main className="mx-auto max-w-2xl px-4 py-10">
        <Card>
          <h1 className="text-xl font-semibold">Parental consent</h1>
          <p role="alert" className="mt-2 text-sm text-danger-700">
            {serverMessage(view.error) ?? 'This consent link is not valid.'}
          </p>
        </Card>
      </main>
    );
  if (view.isPending)
    return (
      <main className="mx-auto max-w-2xl px-4 py-10">
        <p className="text-sm text-neutral-700">Loading…</p>
      </main>
    );
  const v = view.data;
  return (
    <main className="mx-auto grid max-w-2xl gap-6 px-4 py-10">
      <Card>
        <h1 className="text-xl font-semibold">Consent for {v.childName}</h1>
        <p className="mt-2 text-sm text-neutral-700">
          {v.childName} has signed up for tutoring and named you as their parent or guardian. Indian
          law (the Digital Personal Data Protection Act 2023) needs your consent before we process a
          child's data. We never show advertising to children or track them. Read the{' '}
          <a className="underline" href="/privacy-policy">
            privacy notice
          </a>{' '}
          (version {v.noticeVersion}).
        </p>
        <p role="status" className="mt-4 text-sm font-medium">
          {STATE_TEXT[v.state]}
        </p>
        {act.isError && (
          <p role="alert" className="mt-2 text-sm text-danger-700">
            {serverMessage(act.error) ?? 'Something went wrong. Please try again.'}
          </p>
        )}
        <div className="mt-4 flex flex-wrap gap-2">
          {v.state === 'pending' && (
            <Button loading={act.isPending} onClick={() => act.mutate('confirm')}>
              I give consent
            </Button>
          )}
          {v.state !== 'withdrawn' && (
            <Button variant="danger" onClick={() => setConfirmWithdraw(true)}>
              Withdraw consent
            </Button>
          )}
        </div>
      </Card>

      <Card>
        <h2 className="text-lg font-semibold">Classes and messages</h2>
        {v.bookings.length === 0 ? (
          <p className="mt-2 text-sm text-neutral-700">No classes booked yet.</p>
        ) : (
          <ul className="mt-3 grid gap-4">
            {v.bookings.map((b) => (
              <li key={b.id} className="rounded-lg border border-neutral-200 p-3">
                <p className="text-sm font-medium">
                  {b.subject} with {b.tutorName}
                </p>
                <p className="text-xs text-neutral-700">
                  From {b.startDate} · {b.status}
                </p>
                {b.messages.length > 0 && (
                  <ul className="mt-2 grid gap-1 text-sm">
                    {b.messages.map((m) => (
                      <li key={m.at + m.from}>
                        <span className="font-medium">{m.from}:</span> {m.body}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>

      <ConfirmDialog
        open={confirmWithdraw}
        onOpenChange={setConfirmWithdraw}
        title="Withdraw consent?"
        message={`${v.childName}'s account will be suspended at once and they will be signed out everywhere.`}
        confirmText="Withdraw consent"
        confirmVariant="danger"
        loading={act.isPending}
        onConfirm={() => act.mutate('withdraw', { onSettled: () => setConfirmWithdraw(false) })}
      />
    </main>
  );
}

// Leads: the needs a tutor was sent because they match, newest first, with why they matched. The
// student's name and contact details are not shown (they come with a booking); a need that was
// booked, closed or expired says so and takes no answer.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/spinner';
import { serverMessage } from '@/lib/api-client';
import { formatCurrency } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLeads } from '../api/get-leads';
import { NEED_STATUS_LABEL, NeedSummary } from '../components/need-summary';
import { OfferForm } from '../components/offer-form';

export default function TutorLeadsPage() {
  useDocumentTitle('Leads');
  const leads = useLeads();
  const [answering, setAnswering] = useState<string | null>(null);
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold tracking-tight md:text-3xl">Leads</h1>
      {leads.isPending ? (
        <LoadingState label="Loading your leads…" />
      ) : leads.isError ? (
        <ErrorState
          message={serverMessage(leads.error) ?? leads.error.message}
          onRetry={() => void leads.refetch()}
        />
      ) : leads.data.leads.length === 0 ? (
        <Card>
          <EmptyState
            title="No leads yet"
            description="When a student shares a need that matches your subjects, level, mode and times, it appears here and we email you."
          />
        </Card>
      ) : (
        <ul className="grid gap-4" aria-label="Leads">
          {leads.data.leads.map((l) => {
            const open = l.need.status === 'open';
            return (
              <li key={l.need.id}>
                <Card className="grid gap-3 p-4" data-testid="lead">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h2 className="text-lg font-medium">
                      {l.need.subject} ({l.need.level})
                    </h2>
                    <span
                      className="rounded-full bg-neutral-100 px-2.5 py-0.5 text-sm"
                      data-testid="lead-status"
                    >
                      {l.myAnswer === 'offer'
                        ? 'Offer sent'
                        : l.myAnswer === 'decline'
                          ? 'Declined'
                          : NEED_STATUS_LABEL[l.need.status]}
                      {l.myAnswer !== 'none' && !open && ` · ${NEED_STATUS_LABEL[l.need.status]}`}
                    </span>
                  </div>
                  <p className="text-sm text-neutral-600">{l.reason}</p>
                  <NeedSummary need={l.need} />
                  <p className="text-sm text-neutral-600">Posted by a {l.need.postedAs}.</p>
                  {l.need.details && (
                    <p className="text-sm whitespace-pre-wrap">{l.need.details}</p>
                  )}
                  {l.myOffer && (
                    <p className="text-sm">
                      Your offer: {formatCurrency(l.myOffer.priceMinor / 100, l.myOffer.currency)}
                      /hour
                    </p>
                  )}
                  {open &&
                    l.myAnswer === 'none' &&
                    (answering === l.need.id ? (
                      <OfferForm lead={l} onDone={() => setAnswering(null)} />
                    ) : (
                      <div>
                        <Button size="sm" onClick={() => setAnswering(l.need.id)}>
                          Answer
                        </Button>
                      </div>
                    ))}
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

// Compare and shortlist: a need's offers side by side (cards in a grid that becomes one column on
// a phone), each with photo, rating, price, experience, first proposed time and the tutor's
// message. From an offer the student books a trial or a class on the tutor's page, with the
// booking form filled in from the offer (the booking's own checks still run there).
import { useParams } from 'react-router';
import type { OfferDto } from '@tm/shared/schemas/needs';
import { Avatar } from '@/components/ui/avatar';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/spinner';
import { serverMessage } from '@/lib/api-client';
import { formatCurrency } from '@/lib/format';
import { needBookingHref } from '@/lib/need-booking-link';
import { showToast } from '@/lib/toast-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCloseNeed } from '../api/close-need';
import { useNeed } from '../api/get-need';
import { useShortlistOffer } from '../api/shortlist-offer';
import { NEED_STATUS_LABEL, NeedSummary } from '../components/need-summary';

/** The tutor's page with the booking form filled in from this offer. */
function bookFromOfferHref(
  needId: string,
  o: OfferDto,
  subject: string,
  mode: string,
  trial: boolean,
) {
  const first = o.proposedSlots[0];
  return needBookingHref(o.tutorId, {
    needId,
    subject,
    mode,
    trial,
    price: String(o.priceMinor / 100),
    date: first?.date ?? null,
    startTime: first?.startTime ?? null,
  });
}

export default function NeedOffersPage() {
  const { id = '' } = useParams();
  const need = useNeed(id);
  const close = useCloseNeed();
  const shortlist = useShortlistOffer(id);
  useDocumentTitle('Offers');

  if (need.isPending) return <LoadingState label="Loading the offers…" />;
  if (need.isError)
    return (
      <ErrorState
        message={serverMessage(need.error) ?? need.error.message}
        onRetry={() => void need.refetch()}
      />
    );
  const { need: n, offers } = need.data;
  const open = n.status === 'open';
  return (
    <div className="grid gap-6">
      <Card className="grid gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-xl font-semibold md:text-2xl">
            {n.subject} ({n.level})
          </h1>
          <span
            className="rounded-full bg-neutral-100 px-2.5 py-0.5 text-sm"
            data-testid="need-status"
          >
            {NEED_STATUS_LABEL[n.status]}
          </span>
        </div>
        <NeedSummary need={n} />
        {n.details && <p className="text-sm whitespace-pre-wrap text-neutral-700">{n.details}</p>}
        {open && (
          <div>
            <Button
              variant="secondary"
              size="sm"
              loading={close.isPending}
              onClick={() =>
                close.mutate(n.id, {
                  onSuccess: (m) => showToast(m),
                  onError: (e) =>
                    showToast(serverMessage(e) ?? 'Could not close the need.', 'danger'),
                })
              }
            >
              Close this need
            </Button>
          </div>
        )}
      </Card>
      <h2 className="text-lg font-semibold">Offers</h2>
      {offers.length === 0 ? (
        <Card>
          <EmptyState
            title="No offers yet"
            description={
              open
                ? 'Matching tutors have been told. Offers appear here as they arrive; we also email you.'
                : 'This need received no offers.'
            }
          />
        </Card>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Offers">
          {offers.map((o) => (
            <li key={o.id}>
              <Card className="grid h-full gap-3 p-4" data-testid="offer">
                <div className="flex items-center gap-3">
                  <Avatar name={o.tutorName} src={o.profilePhoto} size="md" />
                  <div className="min-w-0">
                    <p className="truncate font-medium">{o.tutorName}</p>
                    <p className="text-sm text-neutral-600">
                      {o.ratingAvg === null
                        ? 'No ratings yet'
                        : `★ ${o.ratingAvg.toFixed(1)} (${o.ratingCount})`}
                      {o.experienceYears !== null && ` · ${o.experienceYears} yrs`}
                    </p>
                  </div>
                </div>
                <dl className="grid grid-cols-2 gap-2 text-sm">
                  <dt className="text-neutral-600">Price</dt>
                  <dd className="font-medium">
                    {formatCurrency(o.priceMinor / 100, o.currency)}/hour
                  </dd>
                  <dt className="text-neutral-600">Free trial</dt>
                  <dd>{o.freeTrial ? 'Yes' : 'No'}</dd>
                  <dt className="text-neutral-600">First class</dt>
                  <dd>
                    {o.proposedSlots[0]
                      ? `${o.proposedSlots[0].date} ${o.proposedSlots[0].startTime} (${o.tutorTimezone})`
                      : '—'}
                  </dd>
                  <dt className="text-neutral-600">Where</dt>
                  <dd>{n.mode === 'Online Tutoring' ? 'Online' : n.mode}</dd>
                </dl>
                {o.reason && <p className="text-xs text-neutral-600">{o.reason}</p>}
                <p className="text-sm whitespace-pre-wrap">{o.message}</p>
                <div className="mt-auto flex flex-wrap gap-2">
                  <Button
                    variant={o.shortlisted ? 'primary' : 'secondary'}
                    size="sm"
                    aria-pressed={o.shortlisted}
                    onClick={() => shortlist.mutate({ offerId: o.id, shortlisted: !o.shortlisted })}
                  >
                    {o.shortlisted ? 'Shortlisted' : 'Shortlist'}
                  </Button>
                  {open && o.freeTrial && (
                    <ButtonLink size="sm" to={bookFromOfferHref(n.id, o, n.subject, n.mode, true)}>
                      Book free trial
                    </ButtonLink>
                  )}
                  {open && (
                    <ButtonLink
                      size="sm"
                      variant="secondary"
                      to={bookFromOfferHref(n.id, o, n.subject, n.mode, false)}
                    >
                      Book a class
                    </ButtonLink>
                  )}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

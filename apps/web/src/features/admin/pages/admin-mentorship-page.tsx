// /admin/mentorship: the PhD mentorship requests: research-support requests and
// consultations, newest first, with their status, contact details, document, paid amount, the time
// left on the 24-hour contact promise, the mentor and the "contacted" mark.
import { useSearchParams } from 'react-router';
import { formatConsultationPrice } from '@tm/shared/rules/consultation-price';
import { DocumentLink } from '@/components/document-link';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { InboxIcon } from '@/components/ui/icons';
import { LoadingState } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  useConsultationRequests,
  useResearchRequests,
  type ConsultationRequest,
  type ResearchRequest,
} from '../api/mentorship-requests';
import { MentorshipFollowUp } from '../components/mentorship-follow-up';

const stamp = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

const STATUS = {
  pending: { label: 'Awaiting payment', style: 'bg-neutral-100 text-neutral-700' },
  paid: { label: 'Paid', style: 'bg-success-50 text-success-700' },
  refund_due: { label: 'Refund due (slot taken)', style: 'bg-danger-50 text-danger-700' },
} as const;

function Badge({ className, children }: { className: string; children: string }) {
  return (
    <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-medium', className)}>
      {children}
    </span>
  );
}

function Contact({ r }: { r: { email: string; phone: string; country: string } }) {
  return (
    <p className="text-sm text-neutral-700">
      <a className="text-accent-700 underline" href={`mailto:${r.email}`}>
        {r.email}
      </a>{' '}
      · {r.phone} · {r.country}
    </p>
  );
}

function ResearchCard({ r }: { r: ResearchRequest }) {
  return (
    <Card className="grid gap-2 p-4" data-testid="research-request">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-neutral-900">{r.fullName}</h3>
        <Badge
          className={
            r.contacted ? 'bg-success-50 text-success-700' : 'bg-warning-50 text-warning-600'
          }
        >
          {r.contacted ? 'Contacted' : 'Open'}
        </Badge>
      </div>
      <Contact r={r} />
      <p className="text-sm text-neutral-800">
        <span className="font-medium">{r.researchArea}</span> · {r.currentStage} · deadline{' '}
        {r.deadline}
      </p>
      <p className="text-sm text-neutral-700">
        Support: {r.supportNeeded.join('; ')}
        {r.otherSupport ? ` (${r.otherSupport})` : ''}
      </p>
      <p className="text-xs text-neutral-600">Received {stamp.format(new Date(r.createdAt))}</p>
      {r.document && (
        <p className="text-sm">
          Document: {r.document.name} <DocumentLink doc={r.document} />
        </p>
      )}
      <MentorshipFollowUp kind="research" request={r} />
    </Card>
  );
}

function ConsultationCard({ c }: { c: ConsultationRequest }) {
  const status = STATUS[c.status];
  return (
    <Card className="grid gap-2 p-4" data-testid="consultation-request">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-neutral-900">{c.fullName}</h3>
        <div className="flex gap-2">
          <Badge className={status.style}>{status.label}</Badge>
          {c.contacted && <Badge className="bg-success-50 text-success-700">Contacted</Badge>}
        </div>
      </div>
      <Contact r={c} />
      <p className="text-sm text-neutral-800">
        <span className="font-medium">
          {c.durationMinutes} min · {c.sessionDate} at {c.sessionTime} IST
        </span>{' '}
        · {formatConsultationPrice({ amount: c.price, currency: c.currency })}
        {c.paidAmount !== null &&
          ` · paid ${formatConsultationPrice({ amount: c.paidAmount, currency: c.currency })}`}
      </p>
      <p className="text-sm text-neutral-700">
        {c.researchTitle} · {c.phdStage}
        {c.university ? ` · ${c.university}` : ''}
      </p>
      <p className="text-sm text-neutral-700">
        Guidance: {c.guidanceAreas.join('; ')}
        {c.otherGuidance ? ` (${c.otherGuidance})` : ''}
      </p>
      {c.document && (
        <p className="text-sm">
          Document: {c.document.name} <DocumentLink doc={c.document} />
        </p>
      )}
      <p className="text-xs text-neutral-600">
        Received {stamp.format(new Date(c.createdAt))}
        {c.paidAt ? ` · paid ${stamp.format(new Date(c.paidAt))}` : ''}
        {c.paymentId ? ` · payment ${c.paymentId}` : ''}
      </p>
      {c.status === 'paid' &&
        (c.videoLink ? (
          <p className="text-sm break-all text-neutral-700">
            <span className="font-medium">Requester’s video link</span> (mailed to them and to the
            mentor):{' '}
            <a
              className="text-accent-700 underline"
              href={window.location.origin + c.videoLink}
              target="_blank"
              rel="noreferrer"
            >
              {window.location.origin + c.videoLink}
            </a>
          </p>
        ) : (
          <p className="text-sm text-neutral-600">
            Video link: assign a mentor to make the session’s call link (it is mailed to the
            requester and the mentor).
          </p>
        ))}
      <MentorshipFollowUp kind="consultation" request={c} />
    </Card>
  );
}

function ListState({
  query,
  empty,
}: {
  query: { isPending: boolean; isError: boolean; error: Error | null; refetch: () => unknown };
  empty: boolean;
}) {
  if (query.isPending) return <LoadingState label="Loading requests…" />;
  if (query.isError)
    return (
      <div role="alert" className="rounded-xl border border-danger-100 bg-danger-50 p-6">
        <p className="font-medium text-danger-700">
          Requests could not be loaded: {query.error?.message}
        </p>
        <Button variant="secondary" className="mt-4" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  if (empty) return <EmptyState icon={<InboxIcon />} title="No requests yet." />;
  return null;
}

export default function AdminMentorshipPage() {
  useDocumentTitle('PhD mentorship requests');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'consultations' ? 'consultations' : 'research';
  const research = useResearchRequests();
  const consultations = useConsultationRequests();
  const tabs = [
    { key: 'research', label: `Research support (${research.data?.length ?? '…'})` },
    { key: 'consultations', label: `Consultations (${consultations.data?.length ?? '…'})` },
  ] as const;
  return (
    <div className="grid gap-6 [&>*]:min-w-0">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight md:text-3xl">PhD mentorship</h1>
        <p className="mt-1 text-sm text-neutral-600">
          Research support requests and consultations, newest first. Contact each requester within
          24 hours.
        </p>
      </header>
      <div role="tablist" className="flex gap-2">
        {tabs.map((t) => (
          <button
            key={t.key}
            role="tab"
            type="button"
            aria-selected={tab === t.key}
            onClick={() => setParams({ tab: t.key })}
            className="rounded-full border border-neutral-300 px-4 py-1.5 text-sm font-medium text-neutral-700 aria-selected:border-accent-700 aria-selected:bg-accent-50 aria-selected:text-accent-900"
          >
            {t.label}
          </button>
        ))}
      </div>
      {tab === 'research' ? (
        <section aria-label="Research support requests" className="grid gap-3">
          <ListState query={research} empty={research.data?.length === 0} />
          {research.data?.map((r) => (
            <ResearchCard key={r._id} r={r} />
          ))}
        </section>
      ) : (
        <section aria-label="Consultations" className="grid gap-3">
          <ListState query={consultations} empty={consultations.data?.length === 0} />
          {consultations.data?.map((c) => (
            <ConsultationCard key={c._id} c={c} />
          ))}
        </section>
      )}
    </div>
  );
}

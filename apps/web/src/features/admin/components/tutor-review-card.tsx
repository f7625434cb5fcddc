// One tutor in the verification queue: what they submitted, their documents, and the decision.
import { formatCurrency, formatDate } from '@/lib/format';
import { DocumentLink, type DocumentRef } from '@/components/document-link';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { AdminTutor } from '../api/get-admin-tutors';

const list = (v: unknown) => (Array.isArray(v) && v.length ? v.join(', ') : '—');
const text = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-neutral-600">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-neutral-900">{value}</dd>
    </div>
  );
}

function Documents({ tutor }: { tutor: AdminTutor }) {
  const groups: Array<[string, DocumentRef[]]> = [
    ['Certificates', tutor.certificates],
    ['Government IDs', tutor.govt_ids],
    ['Resume', tutor.resume ? [tutor.resume] : []],
    ['Address proof', tutor.addressProof ? [tutor.addressProof] : []],
  ];
  const none = groups.every(([, docs]) => docs.length === 0);
  return (
    <div>
      <h4 className="text-sm font-semibold text-neutral-900">Documents</h4>
      {none ? (
        <p className="mt-1 text-sm text-neutral-600">No documents uploaded.</p>
      ) : (
        <ul className="mt-2 grid gap-1.5">
          {groups.flatMap(([label, docs]) =>
            docs.map((doc) => (
              <li
                key={doc._id}
                className="flex items-center gap-2 rounded-lg bg-neutral-50 px-3 py-1.5 text-sm"
              >
                <span className="shrink-0 text-xs text-neutral-600">{label}</span>
                <span className="min-w-0 flex-1 truncate text-neutral-900">{doc.name}</span>
                <DocumentLink doc={doc} />
              </li>
            )),
          )}
        </ul>
      )}
    </div>
  );
}

interface Props {
  tutor: AdminTutor;
  onApprove?: () => void;
  onReject?: () => void;
  approving?: boolean;
}

export function TutorReviewCard({ tutor, onApprove, onReject, approving }: Props) {
  const t = tutor;
  const { min_hour_charge: min, max_hour_charge: max, currency } = tutor;
  return (
    <Card role="article" aria-label={tutor.fullName} className="grid gap-5 [&>*]:min-w-0">
      <div className="flex flex-wrap items-start gap-4">
        <Avatar src={tutor.profilePhoto} name={tutor.fullName} id={tutor._id} size="lg" />
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-semibold text-neutral-900">{tutor.fullName}</h3>
          <p className="text-sm break-all text-neutral-600">{tutor.email}</p>
          <p className="mt-1 text-xs text-neutral-600">
            Submitted {formatDate(tutor.submittedAt, '—')}
            {tutor.reviewedAt ? ` · reviewed ${formatDate(tutor.reviewedAt)}` : ''}
          </p>
        </div>
        {(onApprove || onReject) && (
          <div className="flex w-full gap-2 sm:w-auto">
            {onReject && (
              <Button variant="secondary" className="flex-1 sm:flex-none" onClick={onReject}>
                Reject
              </Button>
            )}
            {onApprove && (
              <Button className="flex-1 sm:flex-none" onClick={onApprove} loading={approving}>
                Approve
              </Button>
            )}
          </div>
        )}
      </div>
      {tutor.verificationStatus === 'rejected' && tutor.rejectionReason && (
        <p className="rounded-lg bg-danger-50 px-3 py-2 text-sm text-danger-700">
          Rejected: {tutor.rejectionReason}
        </p>
      )}
      <p className="text-sm font-medium text-neutral-900">{text(t.headline)}</p>
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-4 [&>*]:min-w-0">
        <Row
          label="Location"
          value={[t.city, t.state, t.country].filter(Boolean).join(', ') || '—'}
        />
        <Row label="Contact number" value={text(t.contactNumber)} />
        <Row
          label="Gender · Date of birth"
          value={`${text(t.gender)} · ${formatDate(t.dateOfBirth, '—')}`}
        />
        <Row label="Tutoring mode" value={list(t.tutoring_mode)} />
        <Row label="Category" value={text(t.category)} />
        <Row label="Subjects" value={list(t.subcategory)} />
        <Row
          label="Level · Age groups"
          value={`${text(t.teaching_level)} · ${list(t.age_group)}`}
        />
        <Row
          label="Qualification"
          value={`${text(t.highest_qualification)} (${text(t.specialization)})`}
        />
        <Row
          label="Experience"
          value={`${text(t.teaching_experience)} years · ${text(t.current_occupation)}`}
        />
        <Row
          label="Rate per hour"
          value={
            min !== null && max !== null
              ? `${formatCurrency(min, currency)} – ${formatCurrency(max, currency)}`
              : '—'
          }
        />
        <Row label="Pincodes" value={text(t.pincodes)} />
        <Row label="Languages" value={list(t.languages)} />
      </dl>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-accent-700">
          Bio and achievements
        </summary>
        <p className="mt-2 whitespace-pre-line text-neutral-800">{text(t.bio)}</p>
        {Boolean(t.achievement) && (
          <p className="mt-2 whitespace-pre-line text-neutral-700">
            Achievements: {text(t.achievement)}
          </p>
        )}
      </details>
      <Documents tutor={tutor} />
    </Card>
  );
}

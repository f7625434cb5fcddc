// The follow-up controls of one mentorship request: the 24-hour promise, a mentor (any verified
// tutor) and the "contacted" mark with a note.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { serverMessage } from '@/lib/api-client';
import { useFollowUp, useMentors, type MentorshipKind } from '../api/mentorship-requests';

interface FollowUpProps {
  kind: MentorshipKind;
  request: {
    _id: string;
    fullName: string;
    contacted: boolean;
    contactedAt: string | null;
    contactNote: string | null;
    contactMsLeft: number;
    mentor: { _id: string } | null;
  };
}

function promiseLabel(msLeft: number): string {
  const hours = Math.floor(Math.abs(msLeft) / 3600_000);
  const minutes = Math.floor((Math.abs(msLeft) % 3600_000) / 60_000);
  const span = hours ? `${hours} h ${minutes} min` : `${minutes} min`;
  return msLeft >= 0 ? `${span} left to contact` : `Overdue by ${span}`;
}

const stamp = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

export function MentorshipFollowUp({ kind, request }: FollowUpProps) {
  const mentors = useMentors();
  const { markContacted, assignMentor } = useFollowUp();
  const [note, setNote] = useState(request.contactNote ?? '');
  const error = markContacted.error ?? assignMentor.error;
  return (
    <div className="grid gap-3 border-t border-neutral-200 pt-3">
      {request.contacted ? (
        <p className="text-sm font-medium text-success-700">
          Contacted {request.contactedAt ? stamp.format(new Date(request.contactedAt)) : ''}
          {request.contactNote ? ` — ${request.contactNote}` : ''}
        </p>
      ) : (
        <p
          className={
            request.contactMsLeft < 0
              ? 'text-sm font-medium text-danger-700'
              : 'text-sm font-medium text-warning-600'
          }
        >
          {promiseLabel(request.contactMsLeft)}
        </p>
      )}
      <div className="grid gap-3 md:grid-cols-2">
        <Field label="Mentor">
          <Select
            value={request.mentor?._id ?? ''}
            placeholder="No mentor yet"
            options={(mentors.data ?? []).map((m) => ({
              value: m._id,
              label: `${m.fullName || m.email}`,
            }))}
            disabled={assignMentor.isPending}
            onChange={(e) =>
              assignMentor.mutate({ kind, id: request._id, mentorId: e.target.value || null })
            }
          />
        </Field>
        <Field label="Contact note">
          <Textarea rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
        </Field>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant={request.contacted ? 'secondary' : 'primary'}
          loading={markContacted.isPending}
          onClick={() =>
            markContacted.mutate({ kind, id: request._id, contacted: !request.contacted, note })
          }
          aria-label={`${request.contacted ? 'Mark not contacted' : 'Mark contacted'}: ${request.fullName}`}
        >
          {request.contacted ? 'Mark not contacted' : 'Mark contacted'}
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-danger-700">
          {serverMessage(error) ?? error.message}
        </p>
      )}
    </div>
  );
}

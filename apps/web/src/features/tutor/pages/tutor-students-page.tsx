// core-marketplace §2 "Tutor students" (empty text "No Students At This Time")
// §1: each student the tutor took on, with subjects, classes held, the next class (on the tutor's own
// clock), what they paid, and a link to their bookings. Paged on the server.
import { useSearchParams } from 'react-router';
import { formatDateLabel, formatTimeRange, sessionIn } from '@tm/shared/rules/booking-time';
import { TUTOR_STUDENTS_TEXT, type TutorStudentDto } from '@tm/shared/schemas/tutor-students';
import { Avatar } from '@/components/ui/avatar';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/spinner';
import { formatCurrency } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSession } from '@/lib/session-store';
import { viewerTimezone } from '@/lib/viewer-timezone';
import { useStudents } from '../api/get-students';
import { PageNav } from '@/components/ui/page-nav';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-neutral-500">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-neutral-800">{children}</dd>
    </div>
  );
}

function StudentCard({ s, zone }: { s: TutorStudentDto; zone: string }) {
  const next = s.nextClass
    ? sessionIn({ start: new Date(s.nextClass.startAt), end: new Date(s.nextClass.endAt) }, zone)
    : null;
  return (
    <Card className="p-4 sm:p-5">
      <article aria-label={s.fullName}>
        <header className="flex items-center gap-3">
          <Avatar src={s.profilePhoto} name={s.fullName} id={s._id} />
          <div className="min-w-0 flex-1">
            <h2 className="text-base font-semibold break-words text-neutral-900">{s.fullName}</h2>
            <p className="text-sm break-words text-neutral-600">{s.subjects.join(', ')}</p>
          </div>
        </header>
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Fact label="Classes held">{s.classesHeld}</Fact>
          <Fact label="Total paid">
            {s.totalPaid.length
              ? s.totalPaid.map((m) => formatCurrency(m.amountMinor / 100, m.currency)).join(' + ')
              : formatCurrency(0)}
          </Fact>
          <Fact label="Next class">
            {next && s.nextClass
              ? `${formatDateLabel(next.date)}, ${formatTimeRange(next.startTime, next.endTime)} · ${s.nextClass.subject}`
              : 'None scheduled'}
          </Fact>
        </dl>
        <div className="mt-4 flex flex-wrap gap-2 border-t border-neutral-100 pt-4">
          <ButtonLink to={s.bookingsUrl} variant="secondary" size="sm">
            View bookings
          </ButtonLink>
          <ButtonLink
            to={`/messages/new?student=${encodeURIComponent(s._id)}`}
            variant="ghost"
            size="sm"
            aria-label={`Message ${s.fullName}`}
          >
            Message
          </ButtonLink>
        </div>
      </article>
    </Card>
  );
}

export default function TutorStudentsPage() {
  useDocumentTitle('Students');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useStudents(page);
  const zone = viewerTimezone(useSession().user);
  const data = query.data;
  const pages = data?.pagination.pages ?? 1;

  return (
    <section aria-labelledby="students-title" className="grid grid-cols-1 gap-6 [&>*]:min-w-0">
      <h1 id="students-title" className="text-2xl font-semibold tracking-tight md:text-3xl">
        Students
      </h1>
      {query.isPending ? (
        <LoadingState label="Loading students…" />
      ) : query.isError ? (
        <ErrorState message={TUTOR_STUDENTS_TEXT.loadFailed} onRetry={() => void query.refetch()} />
      ) : data && data.students.length === 0 ? (
        <Card>
          <EmptyState
            title={TUTOR_STUDENTS_TEXT.empty}
            description={TUTOR_STUDENTS_TEXT.emptyHint}
          />
        </Card>
      ) : (
        data && (
          <>
            <div className="grid gap-4 lg:grid-cols-2">
              {data.students.map((s) => (
                <StudentCard key={s._id} s={s} zone={zone} />
              ))}
            </div>
            <PageNav
              label="Students pages"
              page={page}
              pages={pages}
              shown={data.students.length}
              total={data.pagination.total}
              noun="students"
              onPage={(p) => setParams({ page: String(p) })}
            />
          </>
        )
      )}
    </section>
  );
}

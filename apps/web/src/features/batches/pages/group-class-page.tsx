// A group class's room (/group-class/:id): the tutor and paid students join the session's Janus
// VideoRoom with the token our server gives; gallery of everyone, participants list following
// joins and leaves. Without JANUS_URL the server answers 503 and the page says so.
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { BATCH_MESSAGES } from '@tm/shared/rules/batches';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { getRoomToken } from '@/entities/batch/api';
import { JanusRoom, type Participant } from '../janus-room';

function Video({
  stream,
  muted,
  label,
}: {
  stream: MediaStream | null;
  muted?: boolean;
  label: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && stream) ref.current.srcObject = stream;
  }, [stream]);
  return (
    <figure className="flex flex-col gap-1">
      <video
        ref={ref}
        autoPlay
        playsInline
        muted={muted}
        aria-label={label}
        data-testid="group-video"
        className="aspect-video w-full rounded-lg bg-neutral-900"
      />
      <figcaption className="text-sm text-neutral-700">{label}</figcaption>
    </figure>
  );
}

export default function GroupClassPage() {
  const { id = '' } = useParams();
  useDocumentTitle('Group class');
  const [state, setState] = useState<'loading' | 'connecting' | 'joined' | 'left' | 'failed'>(
    'loading',
  );
  const [message, setMessage] = useState('');
  const [people, setPeople] = useState<Participant[]>([]);
  const [local, setLocal] = useState<MediaStream | null>(null);
  const room = useRef<JanusRoom | null>(null);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      try {
        const token = await getRoomToken(id);
        if (cancelled) return;
        const r = new JanusRoom(token, {
          onParticipants: (list) => setPeople([...list]),
          onState: (s, m) => {
            setState(s);
            if (m) setMessage(m);
          },
        });
        room.current = r;
        await r.join();
        setLocal(r.local);
      } catch (err) {
        if (cancelled) return;
        setState('failed');
        setMessage(err instanceof Error ? err.message : 'Could not join the class.');
        if (err instanceof ApiError && err.status === 503) setMessage(BATCH_MESSAGES.notEnabled);
      }
    })();
    return () => {
      cancelled = true;
      void room.current?.leave();
    };
  }, [id]);

  if (state === 'loading') return <LoadingState label="Opening the class room…" />;
  return (
    <section
      className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6"
      aria-labelledby="gcp-title"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="gcp-title" className="text-2xl font-semibold">
          Group class
        </h1>
        <Link to={`/batch/${id}`} className="text-sm underline">
          Back to the batch
        </Link>
      </div>
      {state === 'failed' ? (
        <p role="alert" className="rounded-lg bg-neutral-100 p-4 text-neutral-800">
          {message}
        </p>
      ) : (
        <>
          <p role="status" className="text-sm text-neutral-700">
            {state === 'joined'
              ? `In the class · ${people.length + 1} here`
              : state === 'left'
                ? 'You left the class.'
                : 'Joining…'}
          </p>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            <Video stream={local} muted label="You" />
            {people.map((p) => (
              <Video key={p.id} stream={p.stream} label={p.display} />
            ))}
          </div>
          <section aria-labelledby="participants">
            <h2 id="participants" className="font-semibold">
              Participants
            </h2>
            <ul data-testid="participants" className="text-sm">
              <li>You</li>
              {people.map((p) => (
                <li key={p.id}>{p.display}</li>
              ))}
            </ul>
          </section>
          {state === 'joined' && (
            <Button
              variant="danger"
              className="self-start"
              onClick={() => void room.current?.leave()}
            >
              Leave
            </Button>
          )}
        </>
      )}
    </section>
  );
}

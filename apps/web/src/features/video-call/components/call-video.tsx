import { useEffect, useRef, useState } from 'react';
import { CALL_MSG } from '@tm/shared/call/messages';
import { cn } from '@/lib/cn';

/** A <video> bound to a MediaStream. The local one is muted so the user does not hear themself. */
export function CallVideo({
  stream,
  local,
  label,
  className,
  onClick,
  sinkId,
  testId,
}: {
  stream: MediaStream | null;
  local?: boolean;
  label: string;
  className?: string;
  onClick?: () => void;
  /** The speaker to play on ('' = the system's default). */
  sinkId?: string;
  testId?: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    try {
      if (el.srcObject !== stream) el.srcObject = stream;
      setFailed(false);
    } catch {
      // §8 of the SDK: a media element that cannot take the stream.
      setFailed(true);
      return;
    }
    if (stream) void el.play().catch(() => {});
  }, [stream]);
  useEffect(() => {
    const el = ref.current as
      (HTMLVideoElement & { sinkId?: string; setSinkId?: (id: string) => Promise<void> }) | null;
    if (!el || local || sinkId === undefined || !el.setSinkId) return;
    // Nothing to change while the default speaker is used (the element starts on it).
    if ((el.sinkId ?? '') === sinkId) return;
    void el.setSinkId(sinkId).catch(() => {});
  }, [sinkId, local]);
  return (
    <>
      <video
        ref={ref}
        aria-label={label}
        data-testid={testId ?? (local ? 'local-video' : 'remote-video')}
        autoPlay
        playsInline
        muted={local}
        onClick={onClick}
        className={cn(
          'bg-neutral-900',
          // A shared screen is shown whole (object-contain from the caller); a camera fills.
          !className?.includes('object-contain') && 'object-cover',
          local && '-scale-x-100',
          className,
        )}
      />
      {failed && (
        <p role="alert" className="absolute inset-x-0 top-1/2 z-20 text-center text-sm">
          {CALL_MSG.cannotAttach}
        </p>
      )}
    </>
  );
}

import { useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';

/** A <video> bound to a MediaStream. The local one is muted so the user does not hear themself. */
export function CallVideo({
  stream,
  local,
  label,
  className,
  onClick,
}: {
  stream: MediaStream | null;
  local?: boolean;
  label: string;
  className?: string;
  onClick?: () => void;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (el.srcObject !== stream) el.srcObject = stream;
    if (stream) void el.play().catch(() => {});
  }, [stream]);
  return (
    <video
      ref={ref}
      aria-label={label}
      data-testid={local ? 'local-video' : 'remote-video'}
      autoPlay
      playsInline
      muted={local}
      onClick={onClick}
      className={cn('bg-neutral-900 object-cover', local && '-scale-x-100', className)}
    />
  );
}

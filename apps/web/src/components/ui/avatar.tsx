// core-marketplace §7: profile images come from the API host by relative path, and an avatar shows
// when there is none or it fails. the fallback is the person's initials on a colour
// derived from their id (rules/avatar.ts), not a grey silhouette shared by everyone.
//
// the photo is a plain <img> over the initials, so a server-rendered page shows it with
// the page, before any script runs (radix Avatar rendered only the initials on the server and
// swapped the photo in after hydration, once its own image loader had fetched it), and hydrating
// a list of cards runs no per-avatar layout effect. While the photo loads, the initials show
// beneath it; if it fails, the image is removed and the initials stay.
import { useEffect, useRef, useState } from 'react';
import { avatarColour, initialsOf } from '@tm/shared/rules/avatar';
import { cn } from '@/lib/cn';
import { sizedMediaUrl } from '@/lib/media-url';
import { UserIcon } from './icons';

const sizes = {
  sm: { box: 'size-8 text-xs', px: 32 },
  md: { box: 'size-10 text-sm', px: 40 },
  lg: { box: 'size-16 text-xl', px: 64 },
  xl: { box: 'size-24 text-3xl', px: 96 },
} as const;

interface AvatarProps {
  src?: string | null;
  /** The image's alternative text and the source of the initials. */
  name?: string;
  /** A stable id (the user's) for the avatar colour; the name is used without one. */
  id?: string;
  size?: keyof typeof sizes;
  className?: string;
}

export function Avatar({ src, name, id, size = 'md', className }: AvatarProps) {
  const { box, px } = sizes[size];
  const url = sizedMediaUrl(src, px);
  const seed = id ?? name ?? '';
  /** The address that failed to load (a new address is tried again). */
  const [failed, setFailed] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);
  // A server-rendered image can fail before the page hydrates, when nothing listens for its error
  // yet: a finished image with no pixels is a failed one. (A lazy image not yet loaded is not
  // `complete`.)
  useEffect(() => {
    const img = image.current;
    if (url && img?.complete && img.naturalWidth === 0) setFailed(url);
  }, [url]);
  const shown = url && failed !== url ? url : null;
  const showImage = shown !== null;
  return (
    <span
      className={cn(
        'relative inline-flex shrink-0 overflow-hidden rounded-full bg-neutral-100 align-middle',
        box,
        className,
      )}
    >
      <span
        className="flex size-full items-center justify-center font-semibold text-white select-none"
        style={seed ? { backgroundColor: avatarColour(seed) } : undefined}
        // The photo carries the name while it is shown; the initials do when they stand alone.
        role={!showImage && name ? 'img' : undefined}
        aria-label={!showImage ? name : undefined}
        aria-hidden={showImage ? true : undefined}
      >
        {name ? (
          <span aria-hidden="true">{initialsOf(name)}</span>
        ) : (
          <UserIcon className={cn('size-3/5', seed ? 'text-white/85' : 'text-neutral-500')} />
        )}
      </span>
      {shown && (
        <img
          ref={image}
          src={shown}
          alt={name ?? ''}
          width={px}
          height={px}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(shown)}
          className="absolute inset-0 size-full object-cover"
        />
      )}
    </span>
  );
}

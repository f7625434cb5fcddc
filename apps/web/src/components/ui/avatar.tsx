// core-marketplace §7: profile images come from the API host by relative path, and an avatar shows
// when there is none or it fails (radix Avatar shows the fallback until the image loads). Issue 14:
// the fallback is the person's initials on a colour derived from their id (rules/avatar.ts), not a
// grey silhouette shared by everyone.
import { Avatar as RadixAvatar } from 'radix-ui';
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
  return (
    <RadixAvatar.Root
      className={cn(
        'inline-flex shrink-0 overflow-hidden rounded-full bg-neutral-100 align-middle',
        box,
        className,
      )}
    >
      {url && (
        <RadixAvatar.Image
          src={url}
          alt={name ?? ''}
          width={px}
          height={px}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      )}
      <RadixAvatar.Fallback
        className="flex size-full items-center justify-center font-semibold text-white select-none"
        style={seed ? { backgroundColor: avatarColour(seed) } : undefined}
        role={name ? 'img' : undefined}
        aria-label={name}
      >
        {name ? (
          <span aria-hidden="true">{initialsOf(name)}</span>
        ) : (
          <UserIcon className={cn('size-3/5', seed ? 'text-white/85' : 'text-neutral-500')} />
        )}
      </RadixAvatar.Fallback>
    </RadixAvatar.Root>
  );
}

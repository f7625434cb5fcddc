// core-marketplace §7: profile images come from the API host by relative path, and a generic
// avatar shows when the image fails (radix Avatar shows the fallback until the image loads).
import { Avatar as RadixAvatar } from 'radix-ui';
import { cn } from '@/lib/cn';
import { sizedMediaUrl } from '@/lib/media-url';
import { UserIcon } from './icons';

const sizes = { sm: 'size-8', md: 'size-10', lg: 'size-16', xl: 'size-24' } as const;
/** The same sizes in CSS pixels (the image is fetched at the size it is shown). */
const pixels = { sm: 32, md: 40, lg: 64, xl: 96 } as const;

interface AvatarProps {
  src?: string | null;
  /** Used as the image's alternative text; the fallback is a generic silhouette. */
  name?: string;
  size?: keyof typeof sizes;
  className?: string;
}

export function Avatar({ src, name, size = 'md', className }: AvatarProps) {
  const url = sizedMediaUrl(src, pixels[size]);
  return (
    <RadixAvatar.Root
      className={cn(
        'inline-flex shrink-0 overflow-hidden rounded-full bg-neutral-100 align-middle',
        sizes[size],
        className,
      )}
    >
      {url && (
        <RadixAvatar.Image
          src={url}
          alt={name ?? ''}
          width={pixels[size]}
          height={pixels[size]}
          className="size-full object-cover"
        />
      )}
      <RadixAvatar.Fallback
        className="flex size-full items-center justify-center text-neutral-500"
        role={name ? 'img' : undefined}
        aria-label={name}
      >
        <UserIcon className="size-3/5" />
      </RadixAvatar.Fallback>
    </RadixAvatar.Root>
  );
}

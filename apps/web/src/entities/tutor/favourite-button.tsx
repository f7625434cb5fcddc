// The favourite heart (core-marketplace §2 Tutor card "favourite heart"). A toggle button: its
// pressed state is the heart, its name says which tutor; the change shows at once (optimistic)
// and is rolled back with a message if the server refuses (favourites-api.ts).
import { useLocation, useNavigate } from 'react-router';
import { cn } from '@/lib/cn';
import { signInHref } from '@/lib/return-to';
import { useSession } from '@/lib/session-store';
import { useToggleFavourite } from './favourites-api';

interface FavouriteButtonProps {
  tutorId: string;
  tutorName: string;
  isFavourite: boolean;
  className?: string;
}

export function FavouriteButton({
  tutorId,
  tutorName,
  isFavourite,
  className,
}: FavouriteButtonProps) {
  const toggle = useToggleFavourite();
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <button
      type="button"
      aria-pressed={isFavourite}
      aria-label={`Favourite ${tutorName}`}
      title={isFavourite ? 'Remove from favourites' : 'Add to favourites'}
      // one change at a time; a double click does not undo itself.
      disabled={toggle.isPending}
      aria-busy={toggle.isPending || undefined}
      onClick={() =>
        // a guest signs in first and comes back to the same page.
        isLoggedIn
          ? toggle.mutate({ tutorId, favourite: !isFavourite })
          : void navigate(signInHref(`${pathname}${search}`))
      }
      className={cn(
        'inline-flex size-11 items-center justify-center rounded-full border bg-white text-xl shadow-xs transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 disabled:cursor-wait',
        isFavourite
          ? 'border-danger-100 text-danger-600 hover:bg-danger-50'
          : 'border-neutral-200 text-neutral-500 hover:bg-neutral-50 hover:text-danger-600',
        className,
      )}
    >
      <svg
        viewBox="0 0 24 24"
        width="1em"
        height="1em"
        aria-hidden="true"
        focusable="false"
        fill={isFavourite ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinejoin="round"
      >
        <path d="M12 20s-7-4.4-9.2-8.6C1.3 8.4 3 5 6.4 5c2 0 3.3 1.1 4.1 2.3h3C14.3 6.1 15.6 5 17.6 5 21 5 22.7 8.4 21.2 11.4 19 15.6 12 20 12 20z" />
      </svg>
    </button>
  );
}

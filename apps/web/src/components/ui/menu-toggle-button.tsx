import type { Ref } from 'react';
import { CloseIcon, MenuIcon } from './icons';

/** The mobile menu button (hidden from 769 px): opens and closes the menu with id `controls`. */
export function MenuToggleButton({
  open,
  onToggle,
  controls,
  ref,
}: {
  open: boolean;
  onToggle: () => void;
  controls: string;
  ref: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={ref}
      type="button"
      onClick={onToggle}
      aria-expanded={open}
      aria-controls={controls}
      aria-label={open ? 'Close menu' : 'Open menu'}
      className="rounded-lg p-2 text-2xl text-neutral-700 hover:bg-neutral-100 md:hidden"
    >
      {open ? <CloseIcon /> : <MenuIcon />}
    </button>
  );
}

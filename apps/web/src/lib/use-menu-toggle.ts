import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useOutsidePress } from './use-outside-press';

/**
 * A mobile menu's open state (core-marketplace §2 / §4 "Navigation menu open/closed"): the button
 * opens and closes it; a press outside the list and the button, Escape, or moving to another
 * page closes it.
 */
export function useMenuToggle() {
  const [open, setOpen] = useState(false);
  const listRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const refs = useMemo(() => [listRef, buttonRef], []);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((value) => !value), []);
  const { pathname, search } = useLocation();

  useOutsidePress(refs, close, open);

  useEffect(() => {
    setOpen(false);
  }, [pathname, search]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return { open, toggle, close, listRef, buttonRef };
}

import { useEffect, type RefObject } from 'react';

/**
 * Calls `onOutside` when a mouse (or touch) press lands outside every given element, while
 * `enabled`. core-marketplace §2: a press outside the open menu list closes it.
 */
export function useOutsidePress(
  refs: ReadonlyArray<RefObject<HTMLElement | null>>,
  onOutside: () => void,
  enabled: boolean,
): void {
  useEffect(() => {
    if (!enabled) return;
    const handle = (event: MouseEvent | TouchEvent) => {
      const target = event.target as Node | null;
      if (target && refs.some((ref) => ref.current?.contains(target))) return;
      onOutside();
    };
    document.addEventListener('mousedown', handle);
    document.addEventListener('touchstart', handle);
    return () => {
      document.removeEventListener('mousedown', handle);
      document.removeEventListener('touchstart', handle);
    };
  }, [refs, onOutside, enabled]);
}

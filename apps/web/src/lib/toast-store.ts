// Short notices that must outlive the screen that raised them (e.g. a failed logout, which
// still navigates away). Rendered by components/ui/toaster.tsx.
import { useSyncExternalStore } from 'react';

export interface Toast {
  id: number;
  message: string;
  tone: 'info' | 'success' | 'danger';
}

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function dismissToast(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

export function showToast(
  message: string,
  tone: Toast['tone'] = 'info',
  durationMs = 6000,
): number {
  const id = nextId++;
  toasts = [...toasts, { id, message, tone }];
  emit();
  if (durationMs > 0) setTimeout(() => dismissToast(id), durationMs);
  return id;
}

export function clearToasts(): void {
  toasts = [];
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const none: readonly Toast[] = [];

export function useToasts(): readonly Toast[] {
  // No toasts in server-rendered HTML, nor while the browser hydrates it.
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => none,
  );
}

import { dismissToast, useToasts } from '@/lib/toast-store';
import { cn } from '@/lib/cn';
import { CloseIcon } from './icons';

const tones = {
  info: 'border-neutral-200 bg-white text-neutral-800',
  success: 'border-success-100 bg-success-50 text-success-700',
  danger: 'border-danger-100 bg-danger-50 text-danger-700',
} as const;

/** Renders the toast store in a polite live region at the bottom of the screen. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col items-center gap-2 p-4"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.tone === 'danger' ? 'alert' : 'status'}
          className={cn(
            'pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-xl border px-4 py-3 text-sm shadow-md',
            tones[toast.tone],
          )}
        >
          <p className="flex-1">{toast.message}</p>
          <button
            type="button"
            onClick={() => dismissToast(toast.id)}
            aria-label="Dismiss notification"
            className="-m-1 rounded-md p-1 opacity-70 hover:opacity-100"
          >
            <CloseIcon />
          </button>
        </div>
      ))}
    </div>
  );
}

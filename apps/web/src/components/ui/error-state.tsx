import { Button } from './button';

/** A failed load: the message and, when it can be retried, a "Try again" button. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-danger-100 bg-danger-50 p-6 text-center">
      <p className="text-sm text-danger-700">{message}</p>
      {onRetry && (
        <Button variant="secondary" className="mt-4" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}

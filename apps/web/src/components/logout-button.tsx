// Logout with the confirmation the tutor account screen specifies (core-marketplace §2 "Tutor
// account": "Are you sure you want to logout?"), used by every logged-in bar.
import { lazy, Suspense, useState } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from './ui/button';
import { LogoutIcon } from './ui/icons';

// TODO(shared): move to @tm/shared/messages (e.g. MSG.logoutConfirm); it is a spec text.
export const LOGOUT_CONFIRM_MESSAGE = 'Are you sure you want to logout?';

const LogoutConfirm = lazy(() => import('./logout-confirm-dialog'));

/**
 * The confirmation alone, for bars whose trigger lives in a menu that closes on outside press.
 * Loaded on first use; once loaded it stays mounted, so it can animate closed.
 */
export function LogoutConfirmDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <LogoutConfirm open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}

interface LogoutButtonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /** Given: the button only asks (the caller renders LogoutConfirmDialog). */
  onRequest?: () => void;
}

export function LogoutButton({
  variant = 'ghost',
  size = 'sm',
  className,
  onRequest,
}: LogoutButtonProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        size={size}
        className={className}
        onClick={() => (onRequest ? onRequest() : setConfirming(true))}
      >
        <LogoutIcon className="text-base" />
        Logout
      </Button>
      {!onRequest && <LogoutConfirmDialog open={confirming} onOpenChange={setConfirming} />}
    </>
  );
}

// Logout with the confirmation the tutor account screen specifies (core-marketplace §2 "Tutor
// account": "Are you sure you want to logout?"), used by every logged-in bar.
import { useState } from 'react';
import { useLogout } from '@/lib/use-logout';
import { Button, type ButtonSize, type ButtonVariant } from './ui/button';
import { ConfirmDialog } from './ui/confirm-dialog';
import { LogoutIcon } from './ui/icons';

// TODO(shared): move to @tm/shared/messages (e.g. MSG.logoutConfirm); it is a spec text.
export const LOGOUT_CONFIRM_MESSAGE = 'Are you sure you want to logout?';

/** The confirmation alone, for bars whose trigger lives in a menu that closes on outside press. */
export function LogoutConfirmDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { logOut, isLoggingOut } = useLogout();
  const [everywhere, setEverywhere] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Logout"
      message={LOGOUT_CONFIRM_MESSAGE}
      confirmText="Logout"
      confirmVariant="danger"
      loading={isLoggingOut}
      onConfirm={() => void logOut({ everywhere })}
    >
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={everywhere}
          onChange={(e) => setEverywhere(e.target.checked)}
        />
        Log out everywhere (also on my other devices)
      </label>
    </ConfirmDialog>
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

// The logout confirmation (core-marketplace §2 "Tutor account": "Are you sure you want to
// logout?"). Its own chunk, loaded the first time someone asks to log out: the dialog
// library is not part of any bar's first download.
import { useState } from 'react';
import { useLogout } from '@/lib/use-logout';
import { LOGOUT_CONFIRM_MESSAGE } from './logout-button';
import { ConfirmDialog } from './ui/confirm-dialog';

export default function LogoutConfirm({
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

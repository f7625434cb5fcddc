// core-marketplace §8 "Dialogs (title: message)" of a failed sign-in. "Account Not Found" keeps the
// spec's title and message ("No account exists with this email. Create one to proceed.") and adds
// the way to do that from the dialog: create the account for the role, with the same Google (or
// developer) sign-in that was just refused, instead of a dead-end OK.
import type { SignUpRole } from '@tm/shared/constants/marketplace';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import type { SignInFailure } from '../lib/sign-in-failure';

const CREATE_LABEL: Record<SignUpRole, string> = {
  student: 'Create student account',
  tutor: 'Create tutor account',
};

interface SignInFailureDialogProps {
  failure: SignInFailure | null;
  onDismiss: () => void;
  /** The roles an account may be created for here: the screen's, or both when it named none. */
  roles: readonly SignUpRole[];
  /** Null when the refused sign-in cannot be sent again (nothing to create the account with). */
  onCreate: ((role: SignUpRole) => void) | null;
}

export function SignInFailureDialog({
  failure,
  onDismiss,
  roles,
  onCreate,
}: SignInFailureDialogProps) {
  const offerCreate = Boolean(failure?.offersSignUp && onCreate && roles.length);
  return (
    <Dialog
      open={failure !== null}
      onOpenChange={(open) => !open && onDismiss()}
      title={failure?.title ?? ''}
      description={failure?.message ?? ''}
      actions={
        offerCreate ? (
          <>
            <DialogClose asChild>
              <Button variant="ghost">Not now</Button>
            </DialogClose>
            {roles.map((role, i) => (
              <Button
                key={role}
                variant={i === 0 ? 'primary' : 'secondary'}
                onClick={() => {
                  onDismiss();
                  onCreate!(role);
                }}
              >
                {CREATE_LABEL[role]}
              </Button>
            ))}
          </>
        ) : (
          <DialogClose asChild>
            <Button>OK</Button>
          </DialogClose>
        )
      }
    />
  );
}

// core-marketplace §2 "Reusable pieces": title, message, confirm and cancel text; closes on
// Escape or backdrop click; keeps focus inside. (radix AlertDialog ignores backdrop clicks,
// which the spec asks for, so this is a Dialog.)
import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';
import { Dialog, DialogClose } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: string;
  confirmText?: string;
  cancelText?: string;
  onConfirm: () => void;
  confirmVariant?: ButtonVariant;
  loading?: boolean;
  /** Extra controls under the message (e.g. an option). */
  children?: ReactNode;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmText = 'Confirm',
  cancelText = 'Cancel',
  onConfirm,
  confirmVariant = 'primary',
  loading = false,
  children,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={message}
      actions={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{cancelText}</Button>
          </DialogClose>
          <Button variant={confirmVariant} loading={loading} onClick={onConfirm}>
            {confirmText}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}

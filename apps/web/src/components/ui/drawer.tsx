// A side sheet on radix Dialog (focus trapped, Escape and backdrop close it): the tutor
// sidebar's narrow-screen form.
import type { ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { CloseIcon } from './icons';

interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Read by screen readers; not shown. */
  title: string;
  children: ReactNode;
}

export function Drawer({ open, onOpenChange, title, children }: DrawerProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-neutral-950/40" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-lg focus:outline-none"
        >
          <RadixDialog.Title className="sr-only">{title}</RadixDialog.Title>
          <RadixDialog.Close
            className="absolute top-3 right-3 rounded-md p-2 text-xl text-neutral-600 hover:bg-neutral-100"
            aria-label="Close navigation"
          >
            <CloseIcon />
          </RadixDialog.Close>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

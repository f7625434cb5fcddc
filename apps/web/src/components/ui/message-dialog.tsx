// A dialog that only informs (the §8 "Dialogs (title: message)" catalogue): one OK button.
import { Button } from './button';
import { Dialog, DialogClose } from './dialog';

interface MessageDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: string;
  okText?: string;
}

export function MessageDialog({
  open,
  onOpenChange,
  title,
  message,
  okText = 'OK',
}: MessageDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={message}
      actions={
        <DialogClose asChild>
          <Button>{okText}</Button>
        </DialogClose>
      }
    />
  );
}

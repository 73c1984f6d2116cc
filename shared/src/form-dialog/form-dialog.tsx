import { CloseButton } from '@chakra-ui/react';
import { Dialog, type DialogRootProps } from '@chakra-ui/react/dialog';
import type { ReactNode } from 'react';
import { DialogFrame } from '../ui/dialogs/dialog-frame';

export type FormDialogProps = Omit<DialogRootProps, 'open' | 'onOpenChange' | 'children'> & {
  open: boolean;
  onClose: () => void;
  /** Names the corner's close button ("Close the form"). */
  closeLabel: string;
  children: ReactNode;
};

/** A centred dialog holding a form, closed by its corner button, Escape or a click outside. */
export function FormDialog({ open, onClose, closeLabel, children, ...root }: FormDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="center" {...root}>
      <DialogFrame>
        {children}
        <Dialog.CloseTrigger asChild>
          <CloseButton size="sm" aria-label={closeLabel} />
        </Dialog.CloseTrigger>
      </DialogFrame>
    </Dialog.Root>
  );
}

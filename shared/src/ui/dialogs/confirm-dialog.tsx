import { Button, Portal } from '@chakra-ui/react';
import { Dialog } from '@chakra-ui/react/dialog';
import { CONFIRM_DEFAULTS } from './dialog-store';

export type ConfirmDialogProps = {
  open: boolean;
  onConfirm: () => void;
  onClose: () => void;
  title?: string;
  text?: string;
  confirmLabel?: string;
  closeLabel?: string;
};

export function ConfirmDialog({
  open,
  onConfirm,
  onClose,
  title = CONFIRM_DEFAULTS.title,
  text = CONFIRM_DEFAULTS.text,
  confirmLabel = CONFIRM_DEFAULTS.confirmLabel,
  closeLabel = CONFIRM_DEFAULTS.closeLabel,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      role="alertdialog"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{text}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {closeLabel}
              </Button>
              <Button onClick={onConfirm}>{confirmLabel}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

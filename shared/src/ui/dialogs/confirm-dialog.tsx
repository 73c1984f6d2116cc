import { Button } from '@chakra-ui/react';
import { Dialog } from '@chakra-ui/react/dialog';
import { DialogFrame } from './dialog-frame';
import { useShellText } from '../../i18n/react';

export type ConfirmDialogProps = {
  open: boolean;
  onConfirm: () => void;
  onClose: () => void;
  title?: string;
  text?: string;
  confirmLabel?: string;
  closeLabel?: string;
};

export function ConfirmDialog({ open, onConfirm, onClose, title, text, confirmLabel, closeLabel }: ConfirmDialogProps) {
  const t = useShellText();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      role="alertdialog"
      placement="center"
    >
      <DialogFrame>
        <Dialog.Header>
          <Dialog.Title>{title ?? t('dialog.confirm.title')}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Dialog.Description>{text ?? t('dialog.confirm.text')}</Dialog.Description>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose}>
            {closeLabel ?? t('dialog.close')}
          </Button>
          <Button onClick={onConfirm}>{confirmLabel ?? t('dialog.yes')}</Button>
        </Dialog.Footer>
      </DialogFrame>
    </Dialog.Root>
  );
}

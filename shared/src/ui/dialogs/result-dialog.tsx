import { Button, HStack, Icon } from '@chakra-ui/react';
import { Dialog } from '@chakra-ui/react/dialog';
import { DialogFrame } from './dialog-frame';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useShellText } from '../../i18n/react';
import type { ResultStatus } from './dialog-store';

export type ResultDialogProps = {
  open: boolean;
  onClose: () => void;
  status?: ResultStatus;
  title?: string;
  text?: string;
  closeLabel?: string;
};

export function ResultDialog({ open, onClose, status = 'success', title, text, closeLabel }: ResultDialogProps) {
  const t = useShellText();
  const isError = status === 'error';
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      role={isError ? 'alertdialog' : 'dialog'}
      placement="center"
      // Focus leaving "Processing..." lands on the page behind, which would count as an outside
      // interaction and close the result before anyone read it: Close and Escape close it.
      closeOnInteractOutside={false}
    >
      <DialogFrame>
        <Dialog.Header>
          <HStack gap="3">
            <Icon color={isError ? 'fg.error' : 'fg.success'} boxSize="6">
              {isError ? <CircleAlert /> : <CircleCheck />}
            </Icon>
            <Dialog.Title>{title ?? t('dialog.result.title')}</Dialog.Title>
          </HStack>
        </Dialog.Header>
        <Dialog.Body>
          <Dialog.Description whiteSpace="pre-line">{text ?? t('dialog.result.text')}</Dialog.Description>
        </Dialog.Body>
        <Dialog.Footer>
          <Button onClick={onClose} colorPalette={isError ? 'red' : 'brand'}>
            {closeLabel ?? t('dialog.close')}
          </Button>
        </Dialog.Footer>
      </DialogFrame>
    </Dialog.Root>
  );
}

import { HStack, Spinner } from '@chakra-ui/react';
import { Dialog } from '@chakra-ui/react/dialog';
import { DialogFrame } from './dialog-frame';
import { useShellText } from '../../i18n/react';

/** Cannot be dismissed: no close button, Escape and outside clicks do nothing. */
export function LoadingDialog({ open, title }: { open: boolean; title?: string }) {
  const t = useShellText();
  return (
    <Dialog.Root
      open={open}
      closeOnEscape={false}
      closeOnInteractOutside={false}
      restoreFocus={false}
      placement="center"
      role="alertdialog"
    >
      <DialogFrame maxW="xs" aria-busy="true">
        <Dialog.Body py="6">
          <HStack gap="4">
            <Spinner color="brand.solid" />
            <Dialog.Title fontSize="md">{title ?? t('dialog.processing')}</Dialog.Title>
          </HStack>
        </Dialog.Body>
      </DialogFrame>
    </Dialog.Root>
  );
}

import { Portal } from '@chakra-ui/react';
import { Dialog, type DialogContentProps } from '@chakra-ui/react/dialog';

/** Inside a Dialog.Root: the backdrop and the centred card, kept off a phone's edges (`content`: the card's props). */
export function DialogFrame({ children, ...content }: DialogContentProps) {
  return (
    <Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content mx="4" {...content}>
          {children}
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  );
}

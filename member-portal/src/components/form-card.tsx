import { Box } from '@chakra-ui/react';
import type { FormEventHandler, ReactNode } from 'react';

type FormCardProps = { onSubmit: FormEventHandler<HTMLFormElement>; label: string; children: ReactNode };

/** A dashboard form in its panel: readable width, padded, bordered in both themes; browser validation off (zod speaks). */
export function FormCard({ onSubmit, label, children }: FormCardProps) {
  return (
    <Box asChild bg="bg.panel" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '6' }} maxW="2xl">
      <form onSubmit={onSubmit} noValidate aria-label={label}>
        {children}
      </form>
    </Box>
  );
}

import { Button, Stack } from '@chakra-ui/react';
import { Link } from 'react-router';

/** A form's submit button and Cancel (back to `cancelTo`). */
export function FormActions({ submitLabel, cancelTo }: { submitLabel: string; cancelTo: string }) {
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="3" pt="2">
      <Button type="submit">{submitLabel}</Button>
      <Button asChild variant="outline">
        <Link to={cancelTo}>Cancel</Link>
      </Button>
    </Stack>
  );
}

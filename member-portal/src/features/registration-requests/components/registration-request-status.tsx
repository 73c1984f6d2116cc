import { Badge } from '@chakra-ui/react';

export function RegistrationRequestStatus({ isApproved }: { isApproved: boolean }) {
  return (
    <Badge colorPalette={isApproved ? 'green' : 'orange'} variant="subtle">
      {isApproved ? 'Approved' : 'Pending'}
    </Badge>
  );
}

import { Badge } from '@chakra-ui/react';

export function ApprovalBadge({ isApproved }: { isApproved: boolean }) {
  return (
    <Badge colorPalette={isApproved ? 'green' : 'orange'} variant="subtle">
      {isApproved ? 'Approved' : 'Pending'}
    </Badge>
  );
}

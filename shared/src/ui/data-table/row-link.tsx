import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A row's action that opens a page ("View", "Manage"): a small outlined button; `label` names the row. */
export function RowLink({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <Button asChild size="sm" variant="outline">
      <Link to={to} aria-label={label}>
        {children}
      </Link>
    </Button>
  );
}

import { Button, Stack } from '@chakra-ui/react';
import { Link } from 'react-router';
import { NAV_LINKS } from './nav-links';

/** The menu's links (the nav bar's), one under another: in the drawer and in the menu before it is live. */
export function MobileNavLinks({ onChoose }: { onChoose?: () => void }) {
  return (
    <Stack gap="1" as="nav" aria-label="Mobile">
      {NAV_LINKS.map((link) => (
        <Button key={link.label} asChild variant="ghost" justifyContent="flex-start" onClick={onChoose}>
          <Link to={link.to}>{link.label}</Link>
        </Button>
      ))}
    </Stack>
  );
}

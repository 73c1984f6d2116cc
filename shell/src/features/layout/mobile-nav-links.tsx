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

/** Login and Sign Up, one under another: in the drawer of a signed-out visitor and in the menu before it is live. */
export function SignedOutLinks({ onChoose }: { onChoose?: () => void }) {
  return (
    <Stack gap="2">
      <Button asChild variant="outline" onClick={onChoose}>
        <Link to="/login">Login</Link>
      </Button>
      <Button asChild onClick={onChoose}>
        <Link to="/signup">Sign Up</Link>
      </Button>
    </Stack>
  );
}

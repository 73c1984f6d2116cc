import { Box } from '@chakra-ui/react';
import { lazyComponent } from '@alumni/shared';
import { Suspense } from 'react';
import type { AccountMenuItem, OwnTrigger } from './account-menu';

const AccountMenu = lazyComponent(() => import('./account-menu'), 'AccountMenu');

/**
 * The account menu, whose code (Chakra's menu, shared on its own) loads when a signed-in person's bar
 * first shows it: signed-out visitors, most of the public site's traffic, never fetch it.
 */
export function AccountMenuOnDemand({ items, trigger }: { items: AccountMenuItem[]; trigger?: OwnTrigger }) {
  return (
    // With a trigger of its own, the button is already there: nothing holds its place.
    <Suspense fallback={trigger ? null : <Box boxSize="8" />}>
      <AccountMenu items={items} trigger={trigger} />
    </Suspense>
  );
}

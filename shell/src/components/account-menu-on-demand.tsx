import { Box } from '@chakra-ui/react';
import { lazyComponent } from '@alumni/shared';
import { Suspense } from 'react';
import type { AccountMenuItem } from './account-menu';

const AccountMenu = lazyComponent(() => import('./account-menu'), 'AccountMenu');

/**
 * The account menu, whose code (Chakra's menu, shared on its own) loads when a signed-in person's bar
 * first shows it: signed-out visitors, most of the public site's traffic, never fetch it.
 */
export function AccountMenuOnDemand({ items }: { items: AccountMenuItem[] }) {
  return (
    <Suspense fallback={<Box boxSize="8" />}>
      <AccountMenu items={items} />
    </Suspense>
  );
}

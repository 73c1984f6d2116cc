import { Center, Spinner, type CenterProps } from '@chakra-ui/react';
import { useShellText } from '../i18n/react';

/** The spinner every list and detail page shows while loading. */
export function PageSpinner({ label, ...rest }: CenterProps & { label?: string }) {
  const t = useShellText();
  return (
    <Center py="16" role="status" aria-label={label ?? t('state.loading')} {...rest}>
      <Spinner size="xl" color="brand.solid" borderWidth="3px" />
    </Center>
  );
}

/** Covers the viewport: guards while the session loads. */
export function FullScreenSpinner({ label }: { label?: string }) {
  return <PageSpinner label={label} minH="100dvh" py="0" />;
}

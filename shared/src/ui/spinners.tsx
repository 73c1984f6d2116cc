import { Center, Spinner, type CenterProps } from '@chakra-ui/react';

/** The spinner every list and detail page shows while loading. */
export function PageSpinner({ label = 'Loading...', ...rest }: CenterProps & { label?: string }) {
  return (
    <Center py="16" role="status" aria-label={label} {...rest}>
      <Spinner size="xl" color="brand.solid" borderWidth="3px" />
    </Center>
  );
}

/** Covers the viewport: guards while the session loads. */
export function FullScreenSpinner({ label = 'Loading...' }: { label?: string }) {
  return <PageSpinner label={label} minH="100dvh" py="0" />;
}

/**
 * The platform's Chakra UI kit: every Chakra export the frontends may use, and nothing else.
 *
 * Module Federation cannot tree-shake a shared package: sharing `@chakra-ui/react` as such puts all of
 * it (about 310 KB gzip) into every first page. Instead the federation preset shares THIS module under
 * the `@chakra-ui/react` share key, so host and remotes still get one Chakra (one theme, one context),
 * and webpack keeps only what is listed here. The imports below use Chakra's per-component subpaths so
 * that they are not themselves taken for the shared `@chakra-ui/react` (which would be this module).
 *
 * Overlays, form controls and other components no public first page shows (Menu, Accordion, Dialog,
 * Drawer, Checkbox, Avatar, Field, NativeSelect, Textarea, EmptyState, AspectRatio) are not here: they
 * are shared on their own (KIT_PARTS in shared/build/kits.cjs), to be imported from
 * '@chakra-ui/react/<part>' by the code that uses them, and load with it.
 *
 * Need another component? Add it here (the build and `kits.test.ts` refuse a frontend that imports a
 * Chakra value this kit lacks) and release the shell before the remote that uses it.
 */
export { Alert } from '@chakra-ui/react/alert';
export { Badge } from '@chakra-ui/react/badge';
export { Box } from '@chakra-ui/react/box';
export { Button, CloseButton, IconButton } from '@chakra-ui/react/button';
export { Card } from '@chakra-ui/react/card';
export { Center } from '@chakra-ui/react/center';
export { Container } from '@chakra-ui/react/container';
export { Flex } from '@chakra-ui/react/flex';
export { Grid } from '@chakra-ui/react/grid';
export { Heading } from '@chakra-ui/react/heading';
export { Icon } from '@chakra-ui/react/icon';
export { Image } from '@chakra-ui/react/image';
export { Input } from '@chakra-ui/react/input';
export { InputGroup } from '@chakra-ui/react/input-group';
export { Link } from '@chakra-ui/react/link';
export { List } from '@chakra-ui/react/list';
export { Portal } from '@chakra-ui/react/portal';
export { Separator } from '@chakra-ui/react/separator';
export { SimpleGrid } from '@chakra-ui/react/simple-grid';
export { Skeleton } from '@chakra-ui/react/skeleton';
export { Spinner } from '@chakra-ui/react/spinner';
export { HStack, Stack, VStack } from '@chakra-ui/react/stack';
export { Table } from '@chakra-ui/react/table';
export { Text } from '@chakra-ui/react/text';
export { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
export { ChakraProvider, createSystem, defineConfig } from '@chakra-ui/react/styled-system';

import { Box, Heading, type BoxProps, type HeadingProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A page's bordered panel: a section on the panel colour, rounded, padded more from `md` up. */
export function Panel(props: BoxProps) {
  return <Box as="section" bg="bg.panel" borderWidth="1px" rounded="xl" p={{ base: '5', md: '6' }} {...props} />;
}

export type PanelSectionProps = Omit<BoxProps, 'title'> & {
  /** The heading's id: the section is named by it (aria-labelledby). */
  titleId: string;
  title: ReactNode;
  titleSize?: HeadingProps['size'];
  /** The space below the heading. */
  titleGap?: HeadingProps['mb'];
};

/** A panel named by its h2 heading. */
export function PanelSection({
  titleId,
  title,
  titleSize = 'lg',
  titleGap = '4',
  children,
  ...box
}: PanelSectionProps) {
  return (
    <Panel aria-labelledby={titleId} {...box}>
      <Heading id={titleId} as="h2" size={titleSize} mb={titleGap}>
        {title}
      </Heading>
      {children}
    </Panel>
  );
}

/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { Box } from '@chakra-ui/react';
import { AppProvider } from '../../ui/app-provider';
import { renderWithQueries } from '../render-with-queries';

describe("the server render's style tags", () => {
  it('cannot be ended early by a rule that holds </style, whatever its case', async () => {
    const { headTags } = await renderWithQueries(() => (
      <AppProvider>
        <Box css={{ '&::after': { content: '"</style><b>x</StYlE>"' } }}>one</Box>
      </AppProvider>
    ));
    expect(headTags).toContain('<\\/style><b>x<\\/StYlE>');
    expect(headTags).not.toMatch(/<\/style><b>/i);
    expect(headTags).not.toMatch(/<\/StYlE>/);
  });

  it('keeps rules without </ as they are', async () => {
    const { headTags } = await renderWithQueries(() => (
      <AppProvider>
        <Box css={{ '&::after': { content: '"a/b<c"' } }}>one</Box>
      </AppProvider>
    ));
    expect(headTags).toContain('content:"a/b<c"');
  });
});

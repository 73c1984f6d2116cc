import { describe, expect, it } from '@jest/globals';
import { renderedWhenNear } from '../rendered-when-near';

describe('renderedWhenNear', () => {
  it('lets the browser skip the block until it is near, holding one height', () => {
    expect(renderedWhenNear('720px')).toEqual({ contentVisibility: 'auto', containIntrinsicSize: 'auto 720px' });
  });

  it('holds a height by breakpoint, each remembered once rendered (auto)', () => {
    expect(renderedWhenNear({ base: '930px', md: '475px' })).toEqual({
      contentVisibility: 'auto',
      containIntrinsicSize: { base: 'auto 930px', md: 'auto 475px' },
    });
  });
});

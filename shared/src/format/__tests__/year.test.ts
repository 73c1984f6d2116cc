import { describe, expect, it } from '@jest/globals';
import { formatYear } from '../year';

describe('formatYear', () => {
  it('reads a year with no grouping: Latin in English, Bangla digits in Bangla', () => {
    expect(formatYear(2005)).toBe('2005');
    expect(formatYear(2005, 'bn')).toBe('২০০৫');
  });
});

import { describe, expect, it } from '@jest/globals';
import { formatUngrouped, formatYear } from '../number-format';

describe('formatYear and formatUngrouped', () => {
  it('read a number with no grouping: Latin in English, Bangla digits in Bangla', () => {
    expect(formatYear(2005)).toBe('2005');
    expect(formatYear(2005, 'bn')).toBe('২০০৫');
    expect(formatUngrouped(12345, 'bn')).toBe('১২৩৪৫');
    expect(formatUngrouped(12345, 'en')).toBe('12345');
  });
});

import { expect, it } from '@jest/globals';
import { isActiveOn, membershipEndDate } from '../membership-dates';

it('ends a lifetime type never', () => {
  expect(membershipEndDate('2026-03-01', 1200)).toBeNull();
  expect(membershipEndDate('2026-03-01', 12)).toBe('2027-03-01');
});

it('is active through its end date', () => {
  expect(isActiveOn(null, '2099-01-01')).toBe(true);
  expect(isActiveOn('2026-05-01', '2026-05-01')).toBe(true);
  expect(isActiveOn('2026-05-01', '2026-05-02')).toBe(false);
});

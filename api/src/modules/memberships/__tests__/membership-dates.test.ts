import { expect, it } from '@jest/globals';
import { addMonths, isActiveOn, membershipEndDate, today } from '../membership-dates';

it('adds months, clamping to the last day of the month', () => {
  expect(addMonths('2026-01-15', 1)).toBe('2026-02-15');
  expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
  expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
  expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
  expect(addMonths('2026-12-01', 12)).toBe('2027-12-01');
  expect(addMonths('2026-05-31', 24)).toBe('2028-05-31');
});

it('ends a lifetime type never', () => {
  expect(membershipEndDate('2026-03-01', 1200)).toBeNull();
  expect(membershipEndDate('2026-03-01', 12)).toBe('2027-03-01');
});

it('is active through its end date', () => {
  expect(isActiveOn(null, '2099-01-01')).toBe(true);
  expect(isActiveOn('2026-05-01', '2026-05-01')).toBe(true);
  expect(isActiveOn('2026-05-01', '2026-05-02')).toBe(false);
});

it('takes today in Bangladesh (UTC+6)', () => {
  expect(today(new Date('2026-11-22T17:59:00Z'))).toBe('2026-11-22');
  expect(today(new Date('2026-11-22T18:00:00Z'))).toBe('2026-11-23');
});

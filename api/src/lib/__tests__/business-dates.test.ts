import { expect, it } from '@jest/globals';
import { addDays, addMonths, today } from '../business-dates';

it('adds months, clamping to the last day of the month', () => {
  expect(addMonths('2026-01-15', 1)).toBe('2026-02-15');
  expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
  expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
  expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
  expect(addMonths('2026-12-01', 12)).toBe('2027-12-01');
  expect(addMonths('2026-05-31', 24)).toBe('2028-05-31');
});

it('takes today in Bangladesh (UTC+6)', () => {
  expect(today(new Date('2026-11-22T17:59:00Z'))).toBe('2026-11-22');
  expect(today(new Date('2026-11-22T18:00:00Z'))).toBe('2026-11-23');
});

it('adds days across month ends and leap days', () => {
  expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
  expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  expect(addDays('2028-02-29', 1)).toBe('2028-03-01');
  expect(addDays('2026-12-31', 30)).toBe('2027-01-30');
  expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
});

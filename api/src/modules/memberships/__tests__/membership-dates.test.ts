import { expect, it } from '@jest/globals';
import { isActiveOn, membershipEndDate, membershipStatus, renewalPeriod } from '../membership-dates';

it('ends a lifetime type never', () => {
  expect(membershipEndDate('2026-03-01', 1200)).toBeNull();
  expect(membershipEndDate('2026-03-01', 12)).toBe('2027-03-01');
});

it('is active through its end date', () => {
  expect(isActiveOn(null, '2099-01-01')).toBe(true);
  expect(isActiveOn('2026-05-01', '2026-05-01')).toBe(true);
  expect(isActiveOn('2026-05-01', '2026-05-02')).toBe(false);
});

it('is expiring from 30 days before its end through its last day, expired the day after', () => {
  expect(membershipStatus('2026-12-28', '2026-11-27')).toBe('active');
  expect(membershipStatus('2026-12-27', '2026-11-27')).toBe('expiring');
  expect(membershipStatus('2026-11-27', '2026-11-27')).toBe('expiring');
  expect(membershipStatus('2026-11-26', '2026-11-27')).toBe('expired');
  expect(membershipStatus(null, '2026-11-27')).toBe('lifetime');
});

it('counts the 30 days across a leap day and a 31st', () => {
  // 2028-02-01 + 30 days = 2028-03-02 (29 days in February 2028).
  expect(membershipStatus('2028-03-02', '2028-02-01')).toBe('expiring');
  expect(membershipStatus('2028-03-03', '2028-02-01')).toBe('active');
  expect(membershipStatus('2026-01-31', '2026-01-01')).toBe('expiring');
  expect(membershipStatus('2026-02-01', '2026-01-01')).toBe('active');
});

it('starts a renewal on the later of the old end and the payment day', () => {
  expect(renewalPeriod('2026-12-10', '2026-11-27', 12)).toEqual({ start: '2026-12-10', end: '2027-12-10' });
  expect(renewalPeriod('2026-10-01', '2026-11-27', 12)).toEqual({ start: '2026-11-27', end: '2027-11-27' });
  expect(renewalPeriod('2026-11-27', '2026-11-27', 1)).toEqual({ start: '2026-11-27', end: '2026-12-27' });
  // The 31st and a leap day: the end is clamped to the month's last day.
  expect(renewalPeriod('2027-01-31', '2027-01-20', 1)).toEqual({ start: '2027-01-31', end: '2027-02-28' });
  expect(renewalPeriod('2028-02-29', '2028-02-01', 12)).toEqual({ start: '2028-02-29', end: '2029-02-28' });
  // A lifetime type never ends.
  expect(renewalPeriod('2026-12-10', '2026-11-27', 1200)).toEqual({ start: '2026-12-10', end: null });
});

import { describe, expect, it } from '@jest/globals';
import { EXPIRING_WITHIN_DAYS, statusWindow } from '../member-status';

describe('statusWindow', () => {
  it('is active from today and expiring through the 30th day after it, across month, year and leap-day edges', () => {
    expect(EXPIRING_WITHIN_DAYS).toBe(30);
    expect(statusWindow('2026-04-01')).toEqual({ activeFrom: '2026-04-01', expiringThrough: '2026-05-01' });
    expect(statusWindow('2026-01-31')).toEqual({ activeFrom: '2026-01-31', expiringThrough: '2026-03-02' });
    expect(statusWindow('2028-02-15')).toEqual({ activeFrom: '2028-02-15', expiringThrough: '2028-03-16' });
    expect(statusWindow('2028-02-29')).toEqual({ activeFrom: '2028-02-29', expiringThrough: '2028-03-30' });
    expect(statusWindow('2026-12-15')).toEqual({ activeFrom: '2026-12-15', expiringThrough: '2027-01-14' });
  });
});

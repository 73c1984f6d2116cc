import { describe, expect, it, jest } from '@jest/globals';
import {
  adminDurationLabel,
  durationLabel,
  formatCount,
  formatDate,
  formatEventRange,
  formatEventTime,
  formatLongDate,
  statusLabel,
  durationLabelApplication,
  formatDateTime,
  formatMoney,
  formatMonthYear,
  jsonForScript,
  jsonScriptTag,
} from '..';
import type * as MoneyModule from '../money';

type Money = typeof MoneyModule;

describe('duration labels', () => {
  it.each([
    [1, '/ month'],
    [12, '/ year'],
    [24, '/ 2 year'],
    [6, '/ 6 month'],
    [99, '/ 99 month'],
    [100, 'Lifetime'],
    [1200, 'Lifetime'],
  ])('card label for %i months is "%s"', (months, label) => {
    expect(durationLabel(months)).toBe(label);
  });

  it('reads Lifetime on the application page only for 1200', () => {
    expect(durationLabelApplication(1200)).toBe('Lifetime');
    expect(durationLabelApplication(12)).toBe('/ year');
    expect(durationLabelApplication(3)).toBe('/ 3 month');
    expect(durationLabelApplication(240)).toBe('/ 240 month');
  });

  it.each([
    [1, 'per month'],
    [12, 'per year'],
    [24, 'per 2 years'],
    [6, '6 months'],
    [100, 'Lifetime'],
    [1200, 'Lifetime'],
  ])('admin label for %i months is "%s"', (months, label) => {
    expect(adminDurationLabel(months)).toBe(label);
  });
});

describe('money', () => {
  it('shows amounts on screen with the taka sign, paisa kept', () => {
    expect(formatMoney(1200)).toBe('৳ 1,200');
    expect(formatMoney(19.99)).toBe('৳ 19.99');
    expect(formatMoney(750.5)).toBe('৳ 750.50');
    expect(formatMoney(0)).toBe('৳ 0');
    expect(formatMoney(1200, { isToThePaisa: true })).toBe('৳ 1,200.00');
  });

  it('shows fees as whole taka with the sign', () => {
    expect(formatMoney(1200, { isWhole: true })).toBe('৳ 1,200');
    expect(formatMoney(500.4, { isWhole: true })).toBe('৳ 500');
  });

  it('shows the membership card in BDT', () => {
    expect(formatMoney(1200, { on: 'card', isWhole: true })).toBe('BDT 1,200');
    expect(formatMoney(25000.6, { on: 'card', isWhole: true })).toBe('BDT 25,001');
  });

  it('makes its number formats on first use, not when the module loads, and keeps them', () => {
    // A browser's first Intl.NumberFormat loads locale data: a long task if every page paid it while starting.
    const made = jest.spyOn(Intl, 'NumberFormat');
    try {
      jest.isolateModules(() => {
        const money = jest.requireActual<Money>('../money');
        expect(made).not.toHaveBeenCalled();
        expect(money.formatMoney(1200.5)).toBe('৳ 1,200.50');
        expect(money.formatMoney(99)).toBe('৳ 99');
        expect(made).toHaveBeenCalledTimes(1);
        expect(money.formatMoney(1200.5, { isWhole: true })).toBe('৳ 1,201');
        expect(money.formatMoney(7, { isWhole: true })).toBe('৳ 7');
        expect(made).toHaveBeenCalledTimes(2);
      });
    } finally {
      made.mockRestore();
    }
  });
});

describe('dates', () => {
  it('formats date and time as dd/MM/yyyy, hh:mm a', () => {
    expect(formatDateTime('2024-03-05T14:07:00')).toBe('05/03/2024, 02:07 PM');
    expect(formatDateTime(new Date(2023, 11, 31, 9, 5))).toBe('31/12/2023, 09:05 AM');
  });

  it('formats month and year as MMM yyyy', () => {
    expect(formatMonthYear('2021-09-01')).toBe('Sep 2021');
  });

  it('gives empty text for missing or broken dates', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatMonthYear(undefined)).toBe('');
  });
});

describe('jsonForScript', () => {
  it('escapes <, >, & and the line separators as \\u sequences', () => {
    expect(jsonForScript({ a: '</script>&\u2029' })).toBe('{"a":"\\u003c/script\\u003e\\u0026\\u2029"}');
  });
});

describe('jsonScriptTag', () => {
  it('writes a JSON script no text can end or break, read back as it was', () => {
    const value = { name: 'Ideal </script><script>alert(1)</script> "School"', line: 'a\u2028b\u2029c' };
    const tag = jsonScriptTag('state', value);
    expect(tag.startsWith('<script type="application/json" id="state">')).toBe(true);
    expect(tag.match(/<\/script>/g)).toHaveLength(1);
    expect(tag).not.toMatch(/[\u2028\u2029]/);
    const json = tag.slice(tag.indexOf('>') + 1, -'</script>'.length);
    expect(JSON.parse(json)).toEqual(value);
    expect(jsonScriptTag('a"b', [])).toContain('id="a&quot;b"');
  });

  it('puts data attributes on the tag, escaped', () => {
    expect(jsonScriptTag('list', [1], { 'data-start': 'paint', 'data-x': '"><script>' })).toBe(
      '<script type="application/json" id="list" data-start="paint" data-x="&quot;&gt;&lt;script&gt;">[1]</script>',
    );
  });
});

describe('formatting in Bangla', () => {
  it('writes amounts and counts with Bangla digits and grouping, ৳ kept', () => {
    expect(formatMoney(12000, { language: 'bn' })).toBe('৳ ১২,০০০');
    expect(formatMoney(1234567.5, { language: 'bn' })).toBe('৳ ১২,৩৪,৫৬৭.৫০');
    expect(formatMoney(10000, { on: 'card', language: 'bn' })).toBe('টাকা ১০,০০০');
    expect(formatCount(1250, 'bn')).toBe('১,২৫০');
    expect(formatCount(1250)).toBe('1,250');
  });

  it('labels durations and statuses in Bangla, the English ones unchanged', () => {
    expect(durationLabel(1, 'bn')).toBe('/ মাস');
    expect(durationLabel(6, 'bn')).toBe('/ ৬ মাস');
    expect(durationLabel(1200, 'bn')).toBe('আজীবন');
    expect(durationLabelApplication(1500, 'bn')).toBe('/ ১৫০০ মাস');
    expect(durationLabelApplication(1500)).toBe('/ 1500 month');
    expect(adminDurationLabel(6, 'bn')).toBe('৬ মাস');
    expect(statusLabel('active', 'bn')).toBe('সক্রিয়');
    expect(statusLabel('expired')).toBe('Expired');
  });

  it('writes dates with Bangla month names and digits', () => {
    expect(formatDate('2026-12-20', 'bn')).toBe('২০/১২/২০২৬');
    expect(formatDate('2026-12-20')).toBe('20/12/2026');
    expect(formatLongDate('2026-12-20', 'bn')).toBe('২০ ডিসেম্বর, ২০২৬');
    expect(formatLongDate('2026-12-20')).toBe('20 December 2026');
    expect(formatMonthYear('2026-12-20', 'bn')).toBe('ডিসে ২০২৬');
    expect(formatEventTime('2026-12-20T12:30:00Z', 'bn')).toBe('রবি, ২০ ডিসে, ২০২৬, সন্ধ্যা ৬:৩০ (ঢাকা সময়)');
    expect(formatEventTime('2026-12-20T12:30:00Z')).toBe('Sun, 20 Dec 2026, 6:30 PM (Asia/Dhaka)');
  });

  it('says a time of day the Bangla way, the part of the day first and no English letters', () => {
    expect(formatEventTime('2026-12-20T03:05:00Z', 'bn')).toBe('রবি, ২০ ডিসে, ২০২৬, সকাল ৯:০৫ (ঢাকা সময়)');
    expect(formatEventRange('2026-12-20T12:30:00Z', '2026-12-20T15:00:00Z', 'bn')).toBe(
      'রবি, ২০ ডিসে, ২০২৬, সন্ধ্যা ৬:৩০ – রাত্রি ৯:০০ (ঢাকা সময়)',
    );
    expect(formatDateTime(new Date(2024, 2, 5, 14, 7), 'bn')).toMatch(/^০৫\/০৩\/২০২৪, \p{Script=Bengali}+ ২:০৭$/u);
    for (const text of [
      formatEventTime('2026-12-20T18:00:00Z', 'bn'),
      formatDateTime(new Date(2024, 2, 5, 23, 0), 'bn'),
    ])
      expect(text).not.toMatch(/[AP]M/);
  });
});

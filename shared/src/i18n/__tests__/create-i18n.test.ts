/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { createServerI18n } from '../server';

const catalogs = {
  en: {
    greeting: 'Hello {name},',
    fee: 'The fee is {amount}.',
    months: '{count, plural, one {# month} other {# months}}',
  },
  bn: { greeting: 'প্রিয় {name},', months: '{count, number} মাস' },
};

describe('a Lingui instance per language', () => {
  it('renders each language with its own instance, side by side (as two requests would)', () => {
    const english = createServerI18n('en', catalogs);
    const bangla = createServerI18n('bn', catalogs);
    expect(bangla._('greeting', { name: 'রহিম' })).toBe('প্রিয় রহিম,');
    expect(english._('greeting', { name: 'Rahim' })).toBe('Hello Rahim,');
    expect(english._('months', { count: 1 })).toBe('1 month');
    expect(english._('months', { count: 3 })).toBe('3 months');
    expect(bangla._('months', { count: 3 })).toBe('৩ মাস');
  });

  it('shows the English text for a key Bangla lacks, never the raw key', () => {
    expect(createServerI18n('bn', catalogs)._('fee', { amount: '৳ ১,২০০' })).toBe('The fee is ৳ ১,২০০.');
  });
});

import { describe, expect, it } from '@jest/globals';
import { deriveSocietyPrefix } from '../society-prefix';

describe('deriveSocietyPrefix', () => {
  it('takes the initials, upper case, leaving out small words', () => {
    expect(deriveSocietyPrefix('Ideal School and College Alumni Association')).toBe('ISCAA');
    expect(deriveSocietyPrefix('Chattogram Collegiate School Alumni Association')).toBe('CCSAA');
    expect(deriveSocietyPrefix('alumni of the dhaka college')).toBe('ADC');
    expect(deriveSocietyPrefix('Notre Dame College - Alumni (NDC)')).toBe('NDCAN');
  });

  it('gives Bangla initials for a Bangla name', () => {
    expect(deriveSocietyPrefix('ঢাকা কলেজ প্রাক্তন ছাত্র সমিতি')).toBe('ঢকপছস');
  });

  it('keeps at most 20 characters and never answers empty', () => {
    expect(deriveSocietyPrefix(Array.from({ length: 30 }, (_, i) => `Word${i}`).join(' '))).toHaveLength(20);
    expect(deriveSocietyPrefix('— / —')).toBe('AA');
  });
});

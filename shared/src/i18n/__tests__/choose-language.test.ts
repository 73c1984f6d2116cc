/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { chooseLanguage, languageFromAcceptLanguage, toLanguage } from '..';

describe('the language choice', () => {
  it('takes ?lang= first, then the cookie, then Accept-Language, then English', () => {
    expect(chooseLanguage({ query: 'bn', cookie: 'en', acceptLanguage: 'en' })).toBe('bn');
    expect(chooseLanguage({ query: 'en', cookie: 'bn', acceptLanguage: 'bn' })).toBe('en');
    expect(chooseLanguage({ cookie: 'bn', acceptLanguage: 'en-US,en;q=0.9' })).toBe('bn');
    expect(chooseLanguage({ acceptLanguage: 'bn-BD,bn;q=0.9,en;q=0.8' })).toBe('bn');
    expect(chooseLanguage({})).toBe('en');
  });

  it('treats an unknown or malformed value as absent, never an error', () => {
    expect(chooseLanguage({ query: 'fr', cookie: 'bn' })).toBe('bn');
    expect(chooseLanguage({ query: 'fr' })).toBe('en');
    expect(chooseLanguage({ cookie: 'klingon', acceptLanguage: 'de-DE' })).toBe('en');
    expect(chooseLanguage({ query: ['bn', 'en'] })).toBe('bn');
    expect(chooseLanguage({ query: { lang: 'bn' }, cookie: 42 })).toBe('en');
    expect(chooseLanguage({ acceptLanguage: ';;;,q=,,' })).toBe('en');
  });

  it('reads Accept-Language by q-value, then by order, skipping q=0 and languages we do not speak', () => {
    expect(languageFromAcceptLanguage('en;q=0.5, bn;q=0.8')).toBe('bn');
    expect(languageFromAcceptLanguage('fr, de;q=0.9, bn;q=0.3, en;q=0.2')).toBe('bn');
    expect(languageFromAcceptLanguage('bn;q=0, en;q=0.1')).toBe('en');
    expect(languageFromAcceptLanguage('bn, en')).toBe('bn');
    expect(languageFromAcceptLanguage('en, bn')).toBe('en');
    expect(languageFromAcceptLanguage('*')).toBeNull();
    expect(languageFromAcceptLanguage('bn;q=abc')).toBeNull();
    expect(languageFromAcceptLanguage(undefined)).toBeNull();
  });

  it('knows a language by its primary tag, whatever the case', () => {
    expect(toLanguage('BN-bd')).toBe('bn');
    expect(toLanguage('en_GB')).toBe('en');
    expect(toLanguage('')).toBeNull();
    expect(toLanguage('bangla')).toBeNull();
  });
});

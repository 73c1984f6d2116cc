// The forms' field errors: the contracts' English messages in the page's language, their Bangla a chunk of its
// own that an English page never fetches.
import { describe, expect, it } from '@jest/globals';
import { Input } from '@chakra-ui/react';
import { VALIDATION_CATALOGS } from '../../i18n/catalogs/validation';
import { validationBn } from '../../i18n/catalogs/validation/bn';
import { fillText } from '../../i18n/fill-text';
import { renderWithProviders, screen } from '../../testing';
import { FormField } from '../forms';
import { translateFieldMessage } from '../forms/field-message';

const field = (error: string) => (
  <FormField label="Name" error={error}>
    <Input />
  </FormField>
);

describe('a field error in the page language', () => {
  it('stays English on an English page, without fetching the Bangla', () => {
    renderWithProviders(field('Name is required'), { language: 'en' });
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(VALIDATION_CATALOGS.isLoaded('bn')).toBe(false);
  });

  it('reads Bangla on a Bangla page once its chunk has come (fetched as the field shows)', async () => {
    renderWithProviders(field('Description must be at most 255 characters'), { language: 'bn' });
    const bangla = fillText(validationBn['field.tooLong'], { label: validationBn['label.description'], max: '২৫৫' });
    expect(await screen.findByText(bangla)).toBeInTheDocument();
    expect(VALIDATION_CATALOGS.isLoaded('bn')).toBe(true);
  });

  it('leaves a text the catalog does not know as it is (an answer the API already translated)', () => {
    expect(translateFieldMessage('আপনার বর্তমান পাসওয়ার্ডটি সঠিক নয়।', 'bn')).toBe('আপনার বর্তমান পাসওয়ার্ডটি সঠিক নয়।');
    expect(translateFieldMessage('Enter a valid email address', 'bn')).toBe(validationBn['field.email']);
    expect(translateFieldMessage('Enter a valid email address', 'en')).toBe('Enter a valid email address');
  });
});

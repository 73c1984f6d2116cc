import { describe, expect, it } from '@jest/globals';
import { Input } from '@chakra-ui/react';
import { renderWithProviders, screen } from '../../testing';
import { FormField, PasswordField } from '../forms';

describe('PasswordField', () => {
  it('masks the password until "Show Password" is ticked', async () => {
    const { user } = renderWithProviders(<PasswordField label="Password" name="password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('checkbox', { name: 'Show Password' }));
    expect(input).toHaveAttribute('type', 'text');

    await user.click(screen.getByRole('checkbox', { name: 'Show Password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('keeps each field its own toggle', async () => {
    const { user } = renderWithProviders(
      <>
        <PasswordField label="Password" />
        <PasswordField label="Confirm Password" />
      </>,
    );
    await user.click(screen.getAllByRole('checkbox', { name: 'Show Password' })[1]);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'text');
  });
});

describe('FormField', () => {
  it('ties the error text to the control', () => {
    renderWithProviders(
      <FormField label="Email" error={{ type: 'required', message: 'Email is required' }}>
        <Input />
      </FormField>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleErrorMessage('Email is required');
  });
});

import { describe, expect, it } from '@jest/globals';
import { Input } from '@chakra-ui/react';
import { nativeControls } from '../../hydration/native-controls.cjs';
import { act, renderWithProviders, screen } from '../../testing';
import { FormField, PasswordField } from '../forms';
import { AppProvider } from '../app-provider';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

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

describe('PasswordField before its script', () => {
  it('keeps showing the text of a field whose box was ticked before the script hydrated it', async () => {
    const tree = (
      <AppProvider>
        <PasswordField label="Password" />
      </AppProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.appendChild(container);
    const box = container.querySelector('input[data-shows-password]') as HTMLInputElement;
    const input = container.querySelector('input[data-password]') as HTMLInputElement;
    nativeControls(window); // the page head's snippet
    box.click();
    expect(input.type).toBe('text');
    await act(async () => {
      hydrateRoot(container, tree);
    });
    expect(box.checked).toBe(true);
    expect(input.type).toBe('text');
    container.remove();
  });
});

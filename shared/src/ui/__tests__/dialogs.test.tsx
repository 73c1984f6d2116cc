import { describe, expect, it, jest } from '@jest/globals';
import { AxiosError, type AxiosResponse } from 'axios';
import { useState } from 'react';
import { Route, Routes } from 'react-router';
import { LocationDisplay, renderWithProviders, screen, waitFor } from '../../testing';
import { useActionDialogs, type RunActionResult } from '../dialogs';

function DeleteButton({
  action,
  onDone,
}: {
  action: () => Promise<unknown>;
  onDone: (r: RunActionResult<unknown>) => void;
}) {
  const { runAction } = useActionDialogs();
  return (
    <button
      type="button"
      onClick={async () =>
        onDone(
          await runAction({
            action,
            successText: 'Membership deleted successfully',
            redirectTo: '/admin/dashboard/list',
          }),
        )
      }
    >
      Delete
    </button>
  );
}

function Page({ action }: { action: () => Promise<unknown> }) {
  const [outcome, setOutcome] = useState('');
  return (
    <>
      <DeleteButton action={action} onDone={(r) => setOutcome(r.status)} />
      <output>{outcome}</output>
      <LocationDisplay />
    </>
  );
}

const renderPage = (action: () => Promise<unknown>) =>
  renderWithProviders(
    <Routes>
      <Route path="*" element={<Page action={action} />} />
    </Routes>,
    { route: '/admin/dashboard/item' },
  );

describe('useActionDialogs().runAction', () => {
  it('confirms, shows Processing..., reports success and redirects after Close', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const action = jest.fn(() => new Promise((resolve) => (finish = resolve)));
    const { user } = renderPage(action);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirmation' });
    expect(confirm).toHaveTextContent('Are you sure you want to continue this action?');
    expect(action).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Processing...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(action).toHaveBeenCalledTimes(1);

    finish({ ok: true });
    const result = await screen.findByRole('dialog', { name: 'Action Completed' });
    expect(result).toHaveTextContent('Membership deleted successfully');
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard/item');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard/list'));
    expect(screen.getByRole('status')).toHaveTextContent('done');
  });

  it('does nothing when the visitor closes the confirmation', async () => {
    const action = jest.fn(() => Promise.resolve());
    const { user } = renderPage(action);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByRole('alertdialog', { name: 'Confirmation' });
    await user.click(screen.getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('cancelled'));
    expect(action).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows the server message on failure and stays on the page', async () => {
    const failure = new AxiosError('Request failed with status code 409', 'ERR_BAD_REQUEST', undefined, undefined, {
      status: 409,
      data: { message: 'This membership type has members', code: 'CONFLICT' },
    } as AxiosResponse);
    const { user } = renderPage(() => Promise.reject(failure));

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));

    const error = await screen.findByRole('alertdialog', { name: 'There is an error' });
    expect(error).toHaveTextContent('Error: This membership type has members');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('failed'));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard/item');
  });
});

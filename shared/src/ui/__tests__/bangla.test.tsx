// The shared pieces on a Bangla page: texts from the shell catalog's Bangla (never typed again here), numbers in
// Bangla digits, and a contract's field error in Bangla.
import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { AxiosError, type AxiosResponse } from 'axios';
import { Route, Routes } from 'react-router';
import { PasswordChangePage } from '../../accounts';
import { shellBn } from '../../i18n/catalogs/shell/bn';
import { VALIDATION_CATALOGS } from '../../i18n/catalogs/validation';
import { validationBn } from '../../i18n/catalogs/validation/bn';
import { fillText } from '../../i18n/fill-text';
import { RegisterAssociationPage } from '../../registration-requests';
import { httpError, renderWithProviders, screen, waitFor } from '../../testing';
import { DataList } from '../data-table';
import { useActionDialogs } from '../dialogs';
import { QueryState, type QueryLike } from '../query-state';
import { StatusBadge } from '../status-badge';

type Row = { id: number; name: string };
const rows: Row[] = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, name: `Member ${i + 1}` }));
const columns = [{ header: 'Name', cell: (row: Row) => row.name }];
const query = (data: { count: number; results: Row[] }): QueryLike<{ count: number; results: Row[] }> => ({
  data,
  isPending: false,
  isError: false,
  error: null,
  refetch: jest.fn(),
});

beforeAll(() => VALIDATION_CATALOGS.load('bn'));

afterEach(() => {
  document.documentElement.lang = '';
});

describe('the shared pieces in Bangla', () => {
  it('DataList: the table and its pagination, named and numbered in Bangla', () => {
    renderWithProviders(
      <Routes>
        <Route
          path="/list"
          element={
            <DataList
              label="members"
              columns={columns}
              query={query({ count: 450, results: rows })}
              paging={{ page: 3, limit: 20 }}
              empty="-"
            />
          }
        />
      </Routes>,
      { route: '/list?page=3', language: 'bn' },
    );
    expect(screen.getByRole('table', { name: 'members' })).toHaveTextContent('Member 20');
    expect(screen.getByRole('navigation', { name: shellBn['pagination.label'] })).toBeInTheDocument();
    const current = screen.getByRole('link', { name: fillText(shellBn['pagination.page'], { page: '৩' }) });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveTextContent('৩');
    expect(screen.getByRole('link', { name: shellBn['pagination.last'] })).toHaveAttribute('href', '/list?page=23');
    expect(screen.getByRole('link', { name: shellBn['pagination.next'] })).toHaveAttribute('href', '/list?page=4');
    expect(screen.getByRole('link', { name: fillText(shellBn['pagination.page'], { page: '৬' }) })).toBeVisible();
  });

  it('QueryState: loading and a failure with Retry in Bangla', () => {
    const pending = { data: undefined, isPending: true, isError: false, error: null, refetch: jest.fn() };
    const { rerender } = renderWithProviders(<QueryState query={pending}>{() => null}</QueryState>, {
      language: 'bn',
    });
    expect(screen.getByRole('status', { name: shellBn['state.loading'] })).toBeInTheDocument();

    const failed = { ...pending, isPending: false, isError: true, error: httpError(500, {}) };
    rerender(<QueryState query={failed}>{() => null}</QueryState>);
    expect(
      screen.getByText(fillText(shellBn['state.notLoaded'], { what: shellBn['state.thisPage'] })),
    ).toBeInTheDocument();
    expect(screen.getByText(shellBn['state.tryLater'])).toBeInTheDocument();
    expect(screen.getByRole('button', { name: shellBn['state.retry'] })).toBeInTheDocument();
  });

  it('StatusBadge: a status in Bangla', () => {
    renderWithProviders(<StatusBadge kind="membership" of={{ status: 'expiring' }} />, { language: 'bn' });
    expect(screen.getByText(shellBn['status.expiring'])).toBeInTheDocument();
  });

  it('QueryState: a record that is not there shows Page Not Found in Bangla', () => {
    const missing = { data: undefined, isPending: false, isError: true, error: httpError(404, {}), refetch: jest.fn() };
    renderWithProviders(
      <QueryState query={missing} hasNotFound>
        {() => null}
      </QueryState>,
      { language: 'bn' },
    );
    expect(screen.getByRole('heading', { name: shellBn['notFound.title'] })).toBeInTheDocument();
    expect(screen.getByText(shellBn['notFound.text'])).toBeInTheDocument();
  });

  it('dialogs: confirmation, processing and the error result in Bangla', async () => {
    document.documentElement.lang = 'bn'; // a page's language, which a dialog asked for by a click reads
    const failure = new AxiosError('Request failed', 'ERR_BAD_REQUEST', undefined, undefined, {
      status: 409,
      data: { message: 'এই সদস্যপদের ধরনে সদস্য আছে', code: 'CONFLICT' },
    } as AxiosResponse);
    let fail: (error: unknown) => void = () => undefined;
    function Delete() {
      const { runAction } = useActionDialogs();
      return (
        <button type="button" onClick={() => void runAction({ action: () => new Promise((_, no) => (fail = no)) })}>
          x
        </button>
      );
    }
    const { user } = renderWithProviders(<Delete />, { language: 'bn' });

    await user.click(screen.getByRole('button', { name: 'x' }));
    const confirm = await screen.findByRole('alertdialog', { name: shellBn['dialog.confirm.title'] });
    expect(confirm).toHaveTextContent(shellBn['dialog.confirm.text']);
    expect(screen.getByRole('button', { name: shellBn['dialog.close'] })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: shellBn['dialog.yes'] }));
    expect(await screen.findByText(shellBn['dialog.processing'])).toBeInTheDocument();

    fail(failure);
    const error = await screen.findByRole('alertdialog', { name: shellBn['dialog.error.title'] });
    expect(error).toHaveTextContent(fillText(shellBn['dialog.error.text'], { message: 'এই সদস্যপদের ধরনে সদস্য আছে' }));
  });

  it('PasswordChangePage: its labels in Bangla, and the passwords that differ said in Bangla', async () => {
    const { user } = renderWithProviders(<PasswordChangePage />, { language: 'bn' });
    expect(screen.getByRole('heading', { name: shellBn['password.title'] })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: shellBn['password.form'] })).toBeInTheDocument();
    expect(screen.getByText(shellBn['password.showCurrent'])).toBeInTheDocument();

    const password = (label: string) =>
      screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input[data-password]' });
    await user.type(password(shellBn['password.new']), 'a-long-password-1');
    await user.type(password(shellBn['password.confirm']), 'something else');
    expect(await screen.findByText(validationBn['field.passwordDiffers'])).toBeInTheDocument();
    expect(screen.getByRole('button', { name: shellBn['password.update'] })).toBeDisabled();
  });

  it("a form shows a contract's field error in Bangla, its field's name translated too", async () => {
    const { user } = renderWithProviders(<RegisterAssociationPage redirectTo="/" />, { language: 'bn' });
    expect(screen.getByRole('heading', { name: shellBn['registerAssociation.title'] })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: shellBn['registerAssociation.submit'] }));

    // "Name is required" of the contract, in Bangla: "{label} দিতে হবে" with the label "নাম".
    const required = fillText(validationBn['field.required'], { label: validationBn['label.name'] });
    await waitFor(() => expect(screen.getByText(required)).toBeInTheDocument());
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(
      screen.getByText(fillText(validationBn['field.required'], { label: validationBn['label.address'] })),
    ).toBeInTheDocument();
  });
});

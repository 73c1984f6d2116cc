import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { api, useSession } from '@alumni/shared';
import {
  fireEvent,
  LocationDisplay,
  makeUser,
  recordNavigations,
  renderWithProviders,
  screen,
  waitFor,
  within,
} from '@alumni/shared/testing';
import { AxiosError, type AxiosResponse } from 'axios';
import { App } from '../../../app/App';
import { association, getByUrl, membershipType } from './fixtures';

// jsdom has no PointerEvent; the checkbox's pointer handling needs one.
window.PointerEvent ??= MouseEvent as unknown as typeof PointerEvent;

const visited = recordNavigations();
const ROUTE = '/associations/3/memberships/8';

beforeEach(() => {
  useSession.setState({
    user: makeUser(),
    isAuthenticated: true,
    isAdmin: false,
    isSuperAdmin: false,
    isLoading: false,
  });
  jest
    .spyOn(api, 'get')
    .mockImplementation(
      getByUrl({ '/associations/3/': association, '/associations/3/membership-types/8/': membershipType() }) as never,
    );
});
afterEach(() => {
  useSession.setState({ user: null, isAuthenticated: false, isAdmin: false, isSuperAdmin: false, isLoading: true });
});

const answer = (status: number, data: unknown) =>
  new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', undefined, undefined, {
    status,
    data,
  } as AxiosResponse);

const renderPage = (route: string | { pathname: string; search?: string } = ROUTE) =>
  renderWithProviders(
    <>
      <App />
      <LocationDisplay />
    </>,
    { route },
  );

async function fillForm(user: ReturnType<typeof renderPage>['user'], { offline = false } = {}) {
  await user.selectOptions(await screen.findByLabelText(/^Institute/), 'Ideal School Alumni');
  await user.type(screen.getByLabelText(/^Batch/), '2008');
  await user.type(screen.getByLabelText(/^Roll number/), '1234');
  if (offline)
    await user.click(screen.getByRole('checkbox', { name: 'I already paid offline or through other method' }));
  await user.click(screen.getByRole('button', { name: 'Submit Application' }));
  await user.click(await screen.findByRole('button', { name: 'Yes' }));
}

describe('Be A Member', () => {
  it('sends signed-out visitors to sign-up, remembering the page', async () => {
    useSession.setState({ user: null, isAuthenticated: false, isLoading: false });
    renderPage({ pathname: ROUTE, search: '?x=1' });
    const location = screen.getByTestId('location');
    await waitFor(() => expect(location).toHaveTextContent(/^\/signup$/));
    expect(JSON.parse(location.getAttribute('data-state') ?? 'null')).toEqual({ from: `${ROUTE}?x=1` });
  });

  it('summarises the chosen type in BDT with "Lifetime" for 1200 months, and offers the association as the one school', async () => {
    renderPage();
    const card = await screen.findByLabelText('Chosen membership');
    expect(within(card).getByText('BDT 10,000')).toBeInTheDocument();
    expect(within(card).getByText('Lifetime')).toBeInTheDocument();
    expect(within(card).getByText('LM')).toBeInTheDocument();
    const options = within(screen.getByLabelText(/^Institute/)).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Select your institute', 'Ideal School Alumni']);
  });

  it('warns "Test payments" above the form while payments are in test mode, and not with live ones', async () => {
    for (const payments of ['test', 'live'] as const) {
      const get = jest.spyOn(api, 'get').mockImplementation(
        getByUrl({
          '/associations/3/': association,
          '/associations/3/membership-types/8/': membershipType(),
          '/health': { status: 'ok', database: 'ok', payments },
        }) as never,
      );
      const { unmount } = renderPage();
      await screen.findByLabelText('Chosen membership');
      await waitFor(() => expect(get).toHaveBeenCalledWith('/health'));
      if (payments === 'test') {
        expect(await screen.findByText('Test payments')).toBeInTheDocument();
        expect(screen.getByText(/no money moves/)).toBeInTheDocument();
      } else {
        expect(screen.queryByText('Test payments')).not.toBeInTheDocument();
      }
      unmount();
    }
  });

  it('requires institute, batch and roll number', async () => {
    const post = jest.spyOn(api, 'post');
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Institute is required')).toBeInTheDocument();
    expect(screen.getByText('Batch is required')).toBeInTheDocument();
    expect(screen.getByText('Roll number is required')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('refuses a proof that is not a PDF or is larger than 5 MB', async () => {
    renderPage();
    const input = await screen.findByLabelText(/^Proof document/);
    fireEvent.change(input, { target: { files: [new File(['x'], 'photo.png', { type: 'image/png' })] } });
    expect(screen.getByText('The proof document must be a PDF file.')).toBeInTheDocument();
    const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(screen.getByText('The proof document must be 5 MB or smaller.')).toBeInTheDocument();
    expect(input).toHaveAttribute('accept', 'application/pdf');
  });

  it('applies offline as JSON, then shows success and goes to the transactions page', async () => {
    const post = jest
      .spyOn(api, 'post')
      .mockResolvedValueOnce({ status: 201, data: { id: 55 } })
      .mockResolvedValueOnce({ status: 201, data: { id: 9, transaction_id: 'T9', payment_url: null } });
    const { user } = renderPage({ pathname: ROUTE, search: '?cancelled=0' });
    await fillForm(user, { offline: true });
    expect(await screen.findByText('Application submitted successfully')).toBeInTheDocument();
    expect(post).toHaveBeenNthCalledWith(1, '/associations/3/membership-requests/', {
      institute: 'Ideal School Alumni',
      batch: '2008',
      roll_number: '1234',
      membership_type: 8,
      offline: true,
    });
    expect(post).toHaveBeenNthCalledWith(2, '/transactions/memberships/', {
      membership_request: 55,
      base_url: `${window.location.origin}/`,
      offline: true,
    });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user/dashboard/transactions'));
  });

  it('sends a chosen proof PDF as multipart, and goes to the payment page when the API returns payment_url', async () => {
    const post = jest
      .spyOn(api, 'post')
      .mockResolvedValueOnce({ status: 201, data: { id: 56 } })
      .mockResolvedValueOnce({
        status: 201,
        data: { id: 10, transaction_id: 'T10', payment_url: 'https://pay.example/checkout/T10' },
      });
    const { user } = renderPage();
    const proof = new File(['%PDF-1.4'], 'receipt.pdf', { type: 'application/pdf' });
    fireEvent.change(await screen.findByLabelText(/^Proof document/), { target: { files: [proof] } });
    await fillForm(user);
    await screen.findByText('Processing...');
    await new Promise((r) => setTimeout(r, 0));
    expect(visited).toEqual(['https://pay.example/checkout/T10']);
    const body = post.mock.calls[0][1] as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('proof_document')).toBe(proof);
    expect(body.get('membership_type')).toBe('8');
    expect(body.get('offline')).toBe('false');
    expect(post.mock.calls[1][1]).toMatchObject({ membership_request: 56, offline: false });
    expect(screen.queryByText('Application submitted successfully')).not.toBeInTheDocument();
  });

  it('shows "There is an error: " with the first item of the response data', async () => {
    jest.spyOn(api, 'post').mockRejectedValueOnce(
      answer(400, {
        message: 'Batch must be at most 20 characters',
        code: 'VALIDATION_ERROR',
        batch: ['Batch must be at most 20 characters'],
      }),
    );
    const { user } = renderPage();
    await fillForm(user);
    expect(await screen.findByText('There is an error: Batch must be at most 20 characters')).toBeInTheDocument();
  });

  it('shows "There is an error: " with the message when the data has no list', async () => {
    jest
      .spyOn(api, 'post')
      .mockResolvedValueOnce({ status: 201, data: { id: 57 } })
      .mockRejectedValueOnce(
        answer(409, {
          message: 'This membership request is already paid: the membership is in Your Memberships.',
          code: 'ALREADY_PAID',
        }),
      );
    const { user } = renderPage();
    await fillForm(user);
    expect(
      await screen.findByText(
        'There is an error: This membership request is already paid: the membership is in Your Memberships.',
      ),
    ).toBeInTheDocument();
  });

  it.each([
    ['failed', 'The transaction failed. Please try again after some time.'],
    ['cancelled', 'The transaction has been cancelled.'],
  ])('shows the %s dialog on return and drops the flag', async (flag, text) => {
    const { user } = renderPage({ pathname: ROUTE, search: `?${flag}=1` });
    expect(await screen.findByText(text)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${ROUTE}$`)));
    expect(screen.getByRole('heading', { level: 1, name: 'Be A Member' })).toBeInTheDocument();
  });

  it('shows the success dialog on return and then goes to Your Memberships', async () => {
    const { user } = renderPage({ pathname: ROUTE, search: '?success=1' });
    expect(await screen.findByText('Transaction completed successfully')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user/dashboard/memberships'));
  });
});

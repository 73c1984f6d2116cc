import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { api, useSession } from '@alumni/shared';
import { makeUser, recordNavigations, renderWithProviders, screen, within } from '@alumni/shared/testing';
import { AxiosError, type AxiosResponse } from 'axios';
import { App } from '../../../app/App';
import { event, getByUrl, rsvp } from '../../../testing/event-fixtures';

// jsdom has no PointerEvent; the checkbox's pointer handling needs one.
window.PointerEvent ??= MouseEvent as unknown as typeof PointerEvent;

const visited = recordNavigations();

const signIn = (isAuthenticated: boolean) =>
  useSession.setState({
    user: isAuthenticated ? makeUser() : null,
    isAuthenticated,
    isAdmin: false,
    isSuperAdmin: false,
    isLoading: false,
  });

const refusal = (status: number, message: string) =>
  new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', undefined, undefined, {
    status,
    data: { message, code: 'MEMBERS_ONLY' },
  } as AxiosResponse);

beforeEach(() => signIn(false));
afterEach(() => {
  jest.restoreAllMocks();
  useSession.setState({ user: null, isAuthenticated: false, isLoading: true });
});

const panel = () => screen.getByRole('region', { name: 'Your answer' });

describe('An event', () => {
  it('shows its details escaped with line breaks, when in Dhaka, fee, places left and calendar links', async () => {
    jest
      .spyOn(api, 'get')
      .mockImplementation(
        getByUrl({ '/events/7/': event({ title: 'Reunion </script>', fee: 500, description: 'A <b>\nB' }) }) as never,
      );
    renderWithProviders(<App />, { route: '/events/7' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reunion </script>' })).toBeInTheDocument();
    expect(screen.getByText(/^A <b>/)).toHaveTextContent('A <b>\nB', { normalizeWhitespace: false });
    expect(screen.getAllByText('Thu, 14 Feb 2030, 6:30 PM – 10:00 PM (Asia/Dhaka)').length).toBeGreaterThan(0);
    expect(screen.getByText('38 places left')).toBeInTheDocument();
    expect(screen.getAllByText('৳ 500').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Ideal School Alumni' })).toHaveAttribute('href', '/associations/3');
    expect(screen.getByRole('link', { name: /Add to calendar/ })).toHaveAttribute('href', '/api/v1/events/7/ics');
    const google = screen.getByRole('link', { name: /Google Calendar/ }).getAttribute('href') ?? '';
    expect(new URL(google).searchParams.get('dates')).toBe('20300214T123000Z/20300214T160000Z');
    // Signed out: a link to log in that comes back here.
    expect(within(panel()).getByRole('link', { name: /Log in to answer/ })).toHaveAttribute(
      'href',
      '/login?from=%2Fevents%2F7',
    );
  });

  it('answers Going, then Not going, with the counts as the API gives them', async () => {
    signIn(true);
    // The API's answer as it stands after each change.
    let current = event();
    jest.spyOn(api, 'get').mockImplementation(async () => ({ status: 200, data: current }));
    const post = jest
      .spyOn(api, 'post')
      .mockImplementationOnce(async () => {
        current = event({ my_rsvp: rsvp(), going_count: 13, places_left: 37 });
        return {
          status: 200,
          data: { status: 'going', message: 'You are going.', rsvp: rsvp(), going_count: 13, waiting_count: 0 },
        };
      })
      .mockImplementationOnce(async () => {
        current = event({ my_rsvp: rsvp({ status: 'not_going' }) });
        return {
          status: 200,
          data: {
            status: 'not_going',
            message: 'You are not going.',
            rsvp: rsvp({ status: 'not_going' }),
            going_count: 12,
            waiting_count: 0,
          },
        };
      });
    const { user } = renderWithProviders(<App />, { route: '/events/7' });
    await user.click(
      await within(await screen.findByRole('region', { name: 'Your answer' })).findByRole('button', {
        name: 'Going',
      }),
    );
    expect(post).toHaveBeenCalledWith('/events/7/rsvp/', { status: 'going' });
    expect(await within(panel()).findByText('You are going.', { selector: 'p:not([role])' })).toBeInTheDocument();
    expect(screen.getByText('13 going of 50 places')).toBeInTheDocument();
    await user.click(within(panel()).getByRole('button', { name: 'Not going' }));
    expect(post).toHaveBeenLastCalledWith('/events/7/rsvp/', { status: 'not_going' });
    expect(await within(panel()).findByText('You answered Not going.')).toBeInTheDocument();
  });

  it("keeps the API's message only when it says more than the summary, whatever language it is in", async () => {
    signIn(true);
    let current = event({ fee: 500 });
    jest.spyOn(api, 'get').mockImplementation(async () => ({ status: 200, data: current }));
    const held = 'আপনার আসনটি রাখা হয়েছে: ৩০ মিনিটের মধ্যে টিকিটের টাকা পরিশোধ করুন।';
    jest
      .spyOn(api, 'post')
      .mockImplementationOnce(async () => {
        current = event({ fee: 500, my_rsvp: rsvp({ payment: 'unpaid' }) });
        const answer = { status: 'going', message: held, rsvp: rsvp({ payment: 'unpaid' }) };
        return { status: 200, data: { ...answer, going_count: 13, waiting_count: 0 } };
      })
      .mockImplementationOnce(async () => {
        current = event({ fee: 500, my_rsvp: rsvp({ status: 'not_going', payment: 'unpaid' }) });
        const answer = { status: 'not_going', message: 'আপনি যাচ্ছেন না।', rsvp: rsvp({ status: 'not_going' }) };
        return { status: 200, data: { ...answer, going_count: 12, waiting_count: 0 } };
      });
    const { user } = renderWithProviders(<App />, { route: '/events/7' });
    await user.click(
      await within(await screen.findByRole('region', { name: 'Your answer' })).findByRole('button', { name: 'Going' }),
    );
    // A place held until paid: the summary cannot say that, the API's message does.
    expect(await within(panel()).findByRole('status')).toHaveTextContent(held);
    await user.click(within(panel()).getByRole('button', { name: 'Not going' }));
    expect(await within(panel()).findByText('You answered Not going.')).toBeInTheDocument();
    // A plain "not going" (here in Bangla) adds nothing to the summary: no note.
    expect(within(panel()).queryByRole('status')).toBeNull();
  });

  it('shows the waiting position, and offers to leave the waiting list', async () => {
    signIn(true);
    jest.spyOn(api, 'get').mockImplementation(
      getByUrl({
        '/events/7/': event({
          places_left: 0,
          going_count: 50,
          waiting_count: 3,
          my_rsvp: rsvp({ status: 'waiting', waiting_position: 2 }),
        }),
      }) as never,
    );
    renderWithProviders(<App />, { route: '/events/7' });
    expect(await screen.findByText(/You are on the waiting list: number 2/)).toBeInTheDocument();
    expect(screen.getByText('Full, 3 on the waiting list')).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Not going (leave the waiting list)' })).toBeEnabled();
  });

  it("says why a members-only event refuses someone who is not a member, in the API's words", async () => {
    signIn(true);
    jest.spyOn(api, 'get').mockImplementation(getByUrl({ '/events/7/': event({ members_only: true }) }) as never);
    jest.spyOn(api, 'post').mockRejectedValue(refusal(403, 'This event is for members of Ideal School Alumni only.'));
    const { user } = renderWithProviders(<App />, { route: '/events/7' });
    expect(await screen.findByText('Only members of Ideal School Alumni can answer.')).toBeInTheDocument();
    await user.click(within(panel()).getByRole('button', { name: 'Going' }));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(
      'This event is for members of Ideal School Alumni only.',
    );
  });

  it('pays a paid place online through the checkout, coming back to this page', async () => {
    signIn(true);
    jest.spyOn(api, 'get').mockImplementation(
      getByUrl({
        '/events/7/': event({ fee: 300, my_rsvp: rsvp({ payment: 'unpaid' }) }),
        '/health': { status: 'ok', database: 'ok', payments: 'test' },
      }) as never,
    );
    const post = jest.spyOn(api, 'post').mockResolvedValue({
      status: 201,
      data: { id: 9, transaction_id: 'T9', payment_url: 'https://pay.example/c/9' },
    });
    const { user } = renderWithProviders(<App />, { route: '/events/7' });
    expect(await screen.findByText('You answered Going: pay the fee to confirm your place.')).toBeInTheDocument();
    expect(await screen.findByText('Test payments')).toBeInTheDocument();
    await user.click(within(panel()).getByRole('button', { name: 'Pay ৳ 300 online' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await screen.findByText('Processing...');
    expect(post).toHaveBeenCalledWith('/events/7/rsvp/pay/', {
      offline: false,
      base_url: expect.stringMatching(/^http:\/\/localhost\//),
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(visited).toEqual(['https://pay.example/c/9']);
  });
});

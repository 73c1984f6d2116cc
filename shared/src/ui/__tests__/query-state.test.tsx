import { describe, expect, it, jest } from '@jest/globals';
import { allOf, QueryState, type QueryLike } from '../query-state';
import { httpError, renderWithProviders, screen } from '../../testing';

const pending: QueryLike<string> = {
  data: undefined,
  isPending: true,
  isError: false,
  error: null,
  refetch: jest.fn(),
};
const done = (data: string): QueryLike<string> => ({
  data,
  isPending: false,
  isError: false,
  error: null,
  refetch: jest.fn(),
});
const failed = (error: unknown, refetch = jest.fn()): QueryLike<string> => ({
  data: undefined,
  isPending: false,
  isError: true,
  error,
  refetch,
});
const show = (text: string) => <p>{text}</p>;

describe('QueryState', () => {
  it('shows a spinner while loading, then the content', () => {
    const { rerender } = renderWithProviders(<QueryState query={pending}>{show}</QueryState>);
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    rerender(<QueryState query={done('Ada Lovelace')}>{show}</QueryState>);
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says what could not be loaded with the server message, and Retry loads again', async () => {
    const refetch = jest.fn();
    const query = failed(httpError(500, { message: 'The database is down' }), refetch);
    const { user } = renderWithProviders(
      <QueryState query={query} what="The members">
        {show}
      </QueryState>,
    );
    expect(screen.getByText('The members could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('The database is down')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows Page Not Found for a missing record when the page is a record', () => {
    renderWithProviders(
      <QueryState query={failed(httpError(404, { message: 'Not found.' }))} hasNotFound>
        {show}
      </QueryState>,
    );
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('reads a 404 as a failure on a page that is no record', () => {
    renderWithProviders(
      <QueryState query={failed(httpError(404, { message: 'Not found.' }))} what="The list">
        {show}
      </QueryState>,
    );
    expect(screen.getByText('The list could not be loaded.')).toBeInTheDocument();
  });

  it('on a whole page shows the Error screen with Retry', async () => {
    const refetch = jest.fn();
    const { user } = renderWithProviders(
      <QueryState query={failed(new Error('Network Error'), refetch)} hasNotFound fill="screen">
        {show}
      </QueryState>,
    );
    expect(screen.getByRole('heading', { name: 'Oops! There is an error' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});

describe('allOf', () => {
  it('shows the content once every query has its data', () => {
    renderWithProviders(
      <QueryState query={allOf(done('Ada'), done('Lovelace'))}>
        {([first, last]) => show(`${first} ${last}`)}
      </QueryState>,
    );
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
  });

  it('waits while any is loading and retries only the failed ones', async () => {
    expect(allOf(done('Ada'), pending).isPending).toBe(true);
    const ok = done('Ada');
    const broken = failed(new Error('down'));
    const both = allOf(ok, broken);
    expect(both.isError).toBe(true);
    expect(both.error).toEqual(new Error('down'));
    await both.refetch();
    expect(broken.refetch).toHaveBeenCalledTimes(1);
    expect(ok.refetch).not.toHaveBeenCalled();
  });
});

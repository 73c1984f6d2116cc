import { describe, expect, it, jest } from '@jest/globals';
import { Link, Route, Routes } from 'react-router';
import { LoadError, RouteErrorBoundary } from '../page-states';
import { formatMembershipSerial } from '../../format';
import { renderWithProviders, screen } from '../../testing';

function Broken(): never {
  throw new Error('boom');
}

describe('RouteErrorBoundary', () => {
  it('shows the Error screen for a page that throws and recovers on the next route', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderWithProviders(
      <>
        <Link to="/fine">Elsewhere</Link>
        <Routes>
          <Route element={<RouteErrorBoundary />}>
            <Route path="/broken" element={<Broken />} />
            <Route path="/fine" element={<p>All good</p>} />
          </Route>
        </Routes>
      </>,
      { route: '/broken' },
    );
    expect(screen.getByRole('heading', { name: 'Oops! There is an error' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByText('All good')).toBeInTheDocument();
  });
});

describe('LoadError', () => {
  it('says what failed and offers a retry', async () => {
    const retry = jest.fn();
    const { user } = renderWithProviders(
      <LoadError what="The members" error={new Error('Server down')} onRetry={retry} />,
    );
    expect(screen.getByText('The members could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Server down')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalled();
  });
});

describe('formatMembershipSerial', () => {
  it('pads the serial to four digits after the short name', () => {
    expect(formatMembershipSerial('LM', 42)).toBe('LM-0042');
    expect(formatMembershipSerial('GM', 123456)).toBe('GM-123456');
  });
});

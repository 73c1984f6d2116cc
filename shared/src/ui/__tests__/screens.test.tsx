import { describe, expect, it, jest } from '@jest/globals';
import { renderWithProviders, screen } from '../../testing';
import { ErrorScreen, NotFoundScreen } from '../screens';

describe('NotFoundScreen', () => {
  it('shows the 404 texts, titles the tab and goes back one step', async () => {
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const { user } = renderWithProviders(<NotFoundScreen />);

    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Oops! Page not found.')).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByText('We are sorry, but the page you requested was not found.')).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found | Alumni Connect');

    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(back).toHaveBeenCalledTimes(1);
  });
});

describe('ErrorScreen', () => {
  it('explains the error and offers Go Back without a retry by default', () => {
    renderWithProviders(<ErrorScreen />);
    expect(screen.getByRole('heading', { name: 'Oops! There is an error' })).toBeInTheDocument();
    expect(screen.getByText(/engineers have been notified/i)).toHaveTextContent(/try again later/i);
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('offers Retry when given', async () => {
    const retry = jest.fn();
    const { user } = renderWithProviders(<ErrorScreen onRetry={retry} />);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

import { describe, expect, it } from '@jest/globals';
import { renderWithProviders, screen } from '@alumni/shared/testing';
import { App } from '../../../app/App';

describe('Landing page', () => {
  it.each(['/', '/home', '/landing-page'])('greets visitors at %s with a Get Started link to sign-up', (route) => {
    renderWithProviders(<App />, { route });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/Stay connected/);
    expect(screen.getByRole('link', { name: /Get Started/ })).toHaveAttribute('href', '/signup');
  });

  it('holds the events and contact sections the nav bar and footer link to', () => {
    const { container } = renderWithProviders(<App />, { route: '/' });
    expect(container.querySelector('#events')).toContainElement(screen.getByRole('heading', { name: 'Recent Events' }));
    expect(container.querySelector('#contact')).toContainElement(screen.getByRole('heading', { name: 'Get in Touch' }));
  });

  it('shows Page Not Found for paths the public site does not serve yet', () => {
    renderWithProviders(<App />, { route: '/user/42' });
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});

import { describe, expect, it } from '@jest/globals';
import { Button } from '@chakra-ui/react';
import { PageHeader } from '../page-header';
import { renderWithProviders, screen } from '../../testing';

describe('PageHeader', () => {
  it("shows the page's one h1 with the line under it and its actions", () => {
    renderWithProviders(
      <PageHeader
        title="Your Transactions"
        description="Membership payments, online and offline."
        actions={<Button>Export</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Your Transactions' })).toBeInTheDocument();
    expect(screen.getByText('Membership payments, online and offline.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });

  it('shows the title alone when there is nothing else to say', () => {
    const { container } = renderWithProviders(<PageHeader title="Members" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Members');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(container).toHaveTextContent(/^Members$/);
  });
});

import { describe, expect, it } from '@jest/globals';
import { fireEvent, renderWithProviders, screen } from '../../testing';
import { DEFAULT_LOGO_URL, MediaImage } from '../media';

describe('MediaImage', () => {
  it('resolves the stored path and falls back to the placeholder when the file cannot load', () => {
    renderWithProviders(<MediaImage path="/media/logos/7.webp" alt="Dhaka logo" />);
    const image = screen.getByRole('img', { name: 'Dhaka logo' });
    expect(image).toHaveAttribute('src', '/media/logos/7.webp');
    fireEvent.error(image);
    expect(screen.getByRole('img', { name: 'Dhaka logo' })).toHaveAttribute('src', DEFAULT_LOGO_URL);
  });

  it('shows the placeholder when there is no path', () => {
    renderWithProviders(<MediaImage path={null} alt="No logo" />);
    expect(screen.getByRole('img', { name: 'No logo' })).toHaveAttribute('src', DEFAULT_LOGO_URL);
  });
});

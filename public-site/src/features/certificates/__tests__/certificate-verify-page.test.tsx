import { describe, expect, it, jest } from '@jest/globals';
import { api } from '@alumni/shared';
import type { CertificateVerification } from '@alumni/shared/contracts';
import { httpError, renderWithProviders, screen } from '@alumni/shared/testing';
import { App } from '../../../app/App';

const CODE = 'abcdefgh234567abcdefgh234567abcd';

const certificate = (fields: Partial<CertificateVerification> = {}): CertificateVerification => ({
  holder_name: 'Rahim Uddin',
  association_name: 'Ideal School Alumni Association',
  membership_type: 'General Member',
  serial: 'GM-0042',
  start_date: '2026-01-15',
  end_date: '2027-01-15',
  is_valid: true,
  checked_on: '2026-11-27',
  ...fields,
});

describe('Certificate verification page', () => {
  it('shows the holder, association, type, serial, period and "Valid"', async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValue({ status: 200, data: certificate() });
    renderWithProviders(<App />, { route: `/verify/${CODE}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rahim Uddin' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(`/certificates/verify/${CODE}/`);
    expect(screen.getByRole('status')).toHaveTextContent('Valid');
    expect(screen.getByRole('status')).toHaveTextContent('A current membership on 27/11/2026.');
    expect(screen.getByText('Ideal School Alumni Association')).toBeInTheDocument();
    expect(screen.getByText('General Member')).toBeInTheDocument();
    expect(screen.getByText('GM-0042')).toBeInTheDocument();
    expect(screen.getByText('15/01/2026 – 15/01/2027')).toBeInTheDocument();
    expect(document.title).toBe('Certificate of Rahim Uddin | Alumni Connect');
  });

  it('says "Not valid" with the end date once the membership has ended', async () => {
    jest
      .spyOn(api, 'get')
      .mockResolvedValue({ status: 200, data: certificate({ is_valid: false, end_date: '2025-12-31' }) });
    renderWithProviders(<App />, { route: `/verify/${CODE}` });
    await screen.findByRole('heading', { level: 1, name: 'Rahim Uddin' });
    expect(screen.getByRole('status')).toHaveTextContent('Not valid');
    expect(screen.getByRole('status')).toHaveTextContent(
      'This membership ended on 31/12/2025: it is not valid on 27/11/2026.',
    );
  });

  it('shows "Lifetime" for a membership without an end', async () => {
    jest.spyOn(api, 'get').mockResolvedValue({ status: 200, data: certificate({ end_date: null }) });
    renderWithProviders(<App />, { route: `/verify/${CODE}` });
    expect(await screen.findByText('15/01/2026 – Lifetime')).toBeInTheDocument();
  });

  it('answers an unknown code with a plain "This is not a valid certificate"', async () => {
    jest
      .spyOn(api, 'get')
      .mockRejectedValue(
        httpError(404, { message: 'This is not a valid certificate.', code: 'CERTIFICATE_NOT_FOUND' }),
      );
    renderWithProviders(<App />, { route: '/verify/nope' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This is not a valid certificate' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(document.title).toBe('Not a valid certificate | Alumni Connect');
  });
});

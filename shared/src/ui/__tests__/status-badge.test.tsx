import { describe, expect, it } from '@jest/globals';
import { StatusBadge, statusLook } from '../status-badge';
import { renderWithProviders, screen } from '../../testing';

describe('StatusBadge', () => {
  it.each([
    [{ status: 'success', success: true }, 'Approved'],
    [{ status: 'pending', success: false }, 'Pending'],
    [{ status: 'failed', success: false }, 'Failed'],
    [{ status: 'cancelled', success: false }, 'Cancelled'],
    [{ status: 'refund_pending', success: false }, 'Refund pending'],
    [{ status: 'refunded', success: false }, 'Refunded'],
    [{ status: 'refund_failed', success: false }, 'Refund failed'],
    // Approving an offline payment sets success; the spec reads success as Approved.
    [{ status: 'pending', success: true }, 'Approved'],
  ] as const)('shows a transaction %o as %s', (transaction, label) => {
    renderWithProviders(<StatusBadge kind="transaction" of={transaction} />);
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('shows a membership as Active, Expiring, Expired or Lifetime', () => {
    renderWithProviders(
      <>
        <StatusBadge kind="membership" of={{ status: 'active' }} />
        <StatusBadge kind="membership" of={{ status: 'expiring' }} />
        <StatusBadge kind="membership" of={{ status: 'expired' }} />
        <StatusBadge kind="membership" of={{ status: 'lifetime' }} />
      </>,
    );
    for (const label of ['Active', 'Expiring', 'Expired', 'Lifetime'])
      expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('shows a registration request as Approved or Pending', () => {
    renderWithProviders(
      <>
        <StatusBadge kind="registration-request" of={{ is_approved: true }} />
        <StatusBadge kind="registration-request" of={{ is_approved: false }} />
      </>,
    );
    expect(screen.getByText('Approved')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
  });

  it('gives the same state the same colour whatever record it is on', () => {
    const approvedPayment = statusLook({ kind: 'transaction', of: { status: 'success', success: true } });
    const approvedRequest = statusLook({ kind: 'registration-request', of: { is_approved: true } });
    const activeMembership = statusLook({ kind: 'membership', of: { status: 'active' } });
    expect(approvedPayment).toEqual(approvedRequest);
    expect(activeMembership.palette).toBe(approvedPayment.palette);
    expect(statusLook({ kind: 'registration-request', of: { is_approved: false } }).palette).toBe('orange');
    expect(statusLook({ kind: 'membership', of: { status: 'expired' } }).palette).toBe('red');
  });
});

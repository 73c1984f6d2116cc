import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { api } from '../../api';
import { RefundNote, refundText, TestPaymentsNotice } from '../payments';
import { renderWithProviders, screen, waitFor } from '../../testing';

afterEach(() => {
  jest.restoreAllMocks();
});

const answerHealth = (payments: 'test' | 'live') =>
  jest.spyOn(api, 'get').mockResolvedValue({ data: { status: 'ok', database: 'ok', payments }, status: 200 } as never);

describe('TestPaymentsNotice', () => {
  it('warns that no money moves while payments are in test mode', async () => {
    const get = answerHealth('test');
    renderWithProviders(<TestPaymentsNotice />);
    expect(await screen.findByText('Test payments')).toBeInTheDocument();
    expect(screen.getByText(/no money moves/)).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/health');
  });

  it('says nothing with live payments, or when the mode cannot be read', async () => {
    const get = answerHealth('live');
    const { container } = renderWithProviders(<TestPaymentsNotice />);
    await waitFor(() => expect(get).toHaveBeenCalled());
    expect(screen.queryByText('Test payments')).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });
});

describe('refunds of a second payment', () => {
  const refund = { amount: 800, reference: 'SBX-REFUND-TXN-1', refunded_at: '2026-11-24T00:10:00Z', reason: null };

  it('reads as done, under way or failed, with the sum and the provider’s reference', () => {
    expect(refundText({ status: 'refunded', refund })).toBe('Refunded — ৳ 800, reference SBX-REFUND-TXN-1');
    expect(refundText({ status: 'refund_pending', refund: { ...refund, reference: null } })).toBe(
      'Paid twice: ৳ 800 is being refunded',
    );
    expect(refundText({ status: 'refund_failed', refund: { ...refund, reason: 'Refund window closed' } })).toBe(
      'Refund of ৳ 800 failed: Refund window closed. The association will refund it.',
    );
    expect(refundText({ status: 'success', refund: null })).toBeNull();
  });

  it('shows the line under a refunded transaction only', () => {
    renderWithProviders(
      <>
        <RefundNote transaction={{ status: 'refunded', refund }} />
        <RefundNote transaction={{ status: 'success', refund: null }} />
      </>,
    );
    expect(screen.getByText('Refunded — ৳ 800, reference SBX-REFUND-TXN-1')).toBeInTheDocument();
    expect(screen.getAllByText(/Refunded/)).toHaveLength(1);
  });
});

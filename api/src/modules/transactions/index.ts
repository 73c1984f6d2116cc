// What payments may use of transactions: the stored transaction it settles and the gateway port it
// implements. Transactions starts a checkout through that port and never imports payments.
export { acceptedOrigin, API_PREFIX_PATH, siteOriginsOf, type SiteOrigins } from './checkout-urls';
export {
  PaymentGatewayError,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentGateway,
  type PaymentOutcome,
  type PaymentVerification,
  type RefundOutcome,
  type RefundRequest,
} from './payment-gateway';
export {
  asMembershipPayment,
  findTransactionById,
  findTransactionByReference,
  claimRefund,
  findRefundsToSettle,
  isRequestPaid,
  lockMembershipRequest,
  markEndedFromPending,
  markRefundPendingFrom,
  markSuccessFromPending,
  recordRefund,
  type MembershipTransactionRow,
  type TransactionRow,
} from './transactions.repository';
export { approveOfflineTransaction, transactionDepsOf, type TransactionDeps } from './transactions.service';

// What payments may use of transactions: the stored transaction it settles and the gateway port it
// implements. Transactions starts a checkout through that port and never imports payments.
export { API_PREFIX_PATH, isOnSite } from './checkout-urls';
export {
  PaymentGatewayError,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentGateway,
  type PaymentOutcome,
  type PaymentVerification,
} from './payment-gateway';
export {
  findTransactionById,
  findTransactionByReference,
  markEndedFromPending,
  markSuccessFromPending,
  type TransactionRow,
} from './transactions.repository';

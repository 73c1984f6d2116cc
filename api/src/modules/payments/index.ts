// What other modules may use of payments: giving back payments already moved to refund_pending (an event's
// tickets when it is cancelled), through the gateway as a second payment is.
export { refundNow } from './payments.service';

// What other modules may use of events: the ticket side of an RSVP, which the payment flow (transactions,
// payments) opens, confirms, approves and refunds. Events itself never imports the payment flow's services.
export {
  holdTicketForCheckout,
  lockTicket,
  lockTicketForPayment,
  markTicketOffline,
  takeTicketPayment,
} from './event-tickets';
export { ticketRefundMail } from './event-mails';
// What the account deletion (your data) asks of events: the person's places given up, the waiting list moved up.
export { releaseRsvpsOfDeletedAccount, type RsvpReleaseDeps } from './account-deletion';

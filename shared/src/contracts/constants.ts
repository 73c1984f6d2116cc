// The contracts' plain constants, kept apart from the zod schemas so a page that needs only a constant
// (a page size, a field name) does not load zod (shared/package.json marks the package side-effect free).

export const DEFAULT_PAGE_SIZE = {
  associations: 20,
  registrationRequests: 20,
  transactions: 50,
  members: 50,
  contactMessages: 20,
} as const;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
export const PHONE_LENGTH = 11;
export const PHONE_MESSAGE = 'The phone number needs to be 11 characters long';
/** The multipart field of POST /auth/user/profile-picture/. */
export const PROFILE_PICTURE_FIELD = 'profile_picture';
/** Multipart field names of POST /associations/{id}/logos/ and /covers/. */
export const ASSOCIATION_LOGO_FIELD = 'logo';
export const ASSOCIATION_COVER_FIELD = 'cover';
/** 200 answer of DELETE /associations/{id}/membership-types/{mid}/ when the type was retired, not deleted. */
export const MEMBERSHIP_TYPE_RETIRED_MESSAGE =
  'This membership type has members, so it was retired: existing memberships keep it and no one new can choose it.';
/** The Get in Touch form's answer. */
export const CONTACT_MESSAGE_SENT = 'Thank you! Your message has been sent.';
export const LIFETIME_MONTHS = 1200;
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** refund_*: a second payment of a request already paid, given back through the gateway (issue 15). */
export const TRANSACTION_STATUSES = [
  'pending',
  'success',
  'failed',
  'cancelled',
  'refund_pending',
  'refunded',
  'refund_failed',
] as const;
/** 503 of GET /memberships/{id}/get-certificate/ when the mail server is unreachable: the mail is queued. */
export const CERTIFICATE_QUEUED_CODE = 'MAIL_QUEUED';
/** 403 code of applying, paying or registering an association with an unconfirmed address (EMAIL_VERIFICATION=mandatory). */
export const EMAIL_NOT_VERIFIED_CODE = 'EMAIL_NOT_VERIFIED';
/** 400 code of POST /auth/password/change/ with a wrong current password. */
export const WRONG_PASSWORD_CODE = 'WRONG_PASSWORD';
/** The answer of POST /auth/password/reset/, the same for every address. */
export const PASSWORD_RESET_SENT_MESSAGE =
  'If an account uses this e-mail address, we have sent it a link to set a new password. The link works for one hour.';
/** Issue 38 (events): an event's life, a person's answer, list page size and the cover's multipart field. */
export const EVENT_STATUSES = ['draft', 'published', 'cancelled'] as const;
export const RSVP_STATUSES = ['going', 'waiting', 'not_going'] as const;
/** What a person may answer; `waiting` is given by the API when the event is full. */
export const RSVP_ANSWERS = ['going', 'not_going'] as const;
/** free: no fee; unpaid: a place held for checkout (see held_until); pending: an offline payment awaits the admin; paid; refunded. */
export const RSVP_PAYMENT_STATES = ['free', 'unpaid', 'pending', 'paid', 'refunded'] as const;
export const EVENT_PAGE_SIZE = 20;
/** Multipart field of POST /associations/{id}/events/{eventId}/covers/. */
export const EVENT_COVER_FIELD = 'cover';
/** Every event's time zone (Bangladesh keeps no daylight saving: always +06:00). */
export const EVENT_TIME_ZONE = 'Asia/Dhaka';
/** How long a place stays held for an unpaid online checkout. */
export const EVENT_CHECKOUT_HOLD_MINUTES = 30;

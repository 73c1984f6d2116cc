import type { Attendee } from '@alumni/shared/contracts';

/** "First Last", or the e-mail address when no name was given. */
export const attendeeName = ({ user }: Pick<Attendee, 'user'>) =>
  `${user.first_name} ${user.last_name}`.trim() || user.email;

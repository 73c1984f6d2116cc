import { mailParts, type MailMessage } from '../mail';

/** How long the link of an invitation works; after it, "Forgot password?" sends a new one. */
export const INVITATION_TTL_MS = 14 * 24 * 60 * 60_000;

export function invitationMail(input: {
  to: string;
  firstName: string;
  associationName: string;
  link: string;
}): MailMessage {
  return {
    to: input.to,
    subject: `${input.associationName} added you as a member on Alumni Connect`,
    ...mailParts({
      title: 'Your membership is waiting',
      greeting: input.firstName ? `Hello ${input.firstName},` : 'Hello,',
      paragraphs: [
        `${input.associationName} has added you to its member list on Alumni Connect, with an account for ${input.to}.`,
        'Set a password with this link to sign in and see your membership. It works once, for 14 days:',
      ],
      link: { href: input.link, label: 'Set my password' },
      after:
        'After 14 days, use "Forgot password?" on the login page with this address. If you do not know this association, ignore this mail.',
    }),
  };
}

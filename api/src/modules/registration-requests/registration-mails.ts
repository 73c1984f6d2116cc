import type { Language } from '@alumni/shared/i18n';
import { portalNamed, portalPath } from '@alumni/shared/portals';
import { mailTexts, type MailTexts } from '../../i18n/catalogs/mail';
import { mailParts, type MailMessage } from '../mail';

type Applicant = { email: string; firstName: string; language: Language };

const greeting = (applicant: Applicant, t: MailTexts) => {
  const name = applicant.firstName.trim();
  return name ? t('layout.helloName', { name }) : t('layout.helloThere');
};

/** To the applicant, in the applicant's language: the association exists and they administer it. */
export function registrationApprovedMail(
  applicant: Applicant,
  association: { id: number; name: string },
  origin: string,
): MailMessage {
  const admin = portalNamed('admin_portal')!;
  const t = mailTexts(applicant.language);
  return {
    to: applicant.email,
    subject: t('registration.approvedSubject', { association: association.name }),
    ...mailParts(
      {
        title: t('registration.approvedTitle'),
        greeting: greeting(applicant, t),
        paragraphs: [t('registration.approvedBody', { association: association.name })],
        link: {
          href: `${origin}${portalPath(admin, `associations/${association.id}`)}`,
          label: t('registration.approvedButton'),
        },
      },
      applicant.language,
    ),
  };
}

/** To the applicant: the request was refused, with the super admin's reason when one was given. */
export function registrationRefusedMail(
  applicant: Applicant,
  request: { name: string; reason: string },
  origin: string,
): MailMessage {
  const member = portalNamed('member_portal')!;
  const t = mailTexts(applicant.language);
  const reason = request.reason ? [t('registration.refusedReason', { reason: request.reason })] : [];
  return {
    to: applicant.email,
    subject: t('registration.refusedSubject', { association: request.name }),
    ...mailParts(
      {
        title: t('registration.refusedTitle'),
        greeting: greeting(applicant, t),
        paragraphs: [t('registration.refusedBody', { association: request.name }), ...reason],
        link: {
          href: `${origin}${portalPath(member, 'association-requests')}`,
          label: t('registration.refusedButton'),
        },
        after: t('registration.refusedAfter'),
      },
      applicant.language,
    ),
  };
}

import { escapeHtml } from '@alumni/shared/format';
import type { MailMessage } from '../mail';

type LinkMail = { to: string; link: string };

function layout(title: string, paragraphs: string[], link: { href: string; label: string }, after: string): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n    ');
  return `<!doctype html>
<html lang="en">
  <body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1a202c">
    <h1 style="font-size: 20px">${escapeHtml(title)}</h1>
    ${body}
    <p><a href="${escapeHtml(link.href)}" style="display: inline-block; padding: 10px 18px; background: #2b6cb0; color: #ffffff; border-radius: 6px; text-decoration: none">${escapeHtml(link.label)}</a></p>
    <p style="font-size: 13px; color: #4a5568">If the button does not work, copy this address into your browser:<br>${escapeHtml(link.href)}</p>
    <p style="font-size: 13px; color: #4a5568">${escapeHtml(after)}</p>
  </body>
</html>`;
}

export function passwordResetMail({ to, link }: LinkMail): MailMessage {
  const intro = `Someone (we hope you) asked to set a new password for the Alumni Connect account of ${to}.`;
  const action = 'Choose a new password with this link. It works once, for one hour:';
  const after =
    'If you did not ask for this, ignore this mail: your password stays as it is. Setting a new password signs out every device signed in to the account.';
  return {
    to,
    subject: 'Set a new password for Alumni Connect',
    text: `Hello,\n\n${intro}\n${action}\n\n${link}\n\n${after}\n\nAlumni Connect\n`,
    html: layout('Set a new password', [intro, action], { href: link, label: 'Set a new password' }, after),
  };
}

export function verificationMail({ to, link }: LinkMail): MailMessage {
  const intro = `Please confirm that ${to} is your e-mail address for Alumni Connect.`;
  const action = 'Confirm it with this link (it works for three days):';
  const after = 'If you did not sign up to Alumni Connect, ignore this mail.';
  return {
    to,
    subject: 'Confirm your e-mail address for Alumni Connect',
    text: `Hello,\n\n${intro}\n${action}\n\n${link}\n\n${after}\n\nAlumni Connect\n`,
    html: layout('Confirm your e-mail address', [intro, action], { href: link, label: 'Confirm my address' }, after),
  };
}

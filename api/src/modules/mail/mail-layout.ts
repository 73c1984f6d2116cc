import { escapeHtml } from '@alumni/shared/format';
import type { Language } from '@alumni/shared/i18n';
import { mailTexts, type MailTexts } from '../../i18n/catalogs/mail';

type MailContent = {
  /** The heading of the HTML part. */
  title: string;
  /** The opening line of both parts: `Hello Rahim,`. */
  greeting: string;
  paragraphs: string[];
  /** A button in HTML, the bare address in the text. */
  link?: { href: string; label: string };
  /** Small print under the link. */
  after?: string;
};

/** The plain-text part: every mail has one (some clients show nothing else). */
function textPart({ greeting, paragraphs, link, after }: MailContent, t: MailTexts): string {
  const blocks = [greeting, paragraphs.join('\n'), link?.href, after, t('layout.signature')].filter(Boolean);
  return `${blocks.join('\n\n')}\n`;
}

/** The HTML part: every text in it is escaped (names and addresses come from the database). */
function htmlPart({ title, greeting, paragraphs, link, after }: MailContent, t: MailTexts, language: Language): string {
  const body = [greeting, ...paragraphs].map((p) => `<p>${escapeHtml(p)}</p>`).join('\n    ');
  const button = link
    ? `
    <p><a href="${escapeHtml(link.href)}" style="display: inline-block; padding: 10px 18px; background: #2b6cb0; color: #ffffff; border-radius: 6px; text-decoration: none">${escapeHtml(link.label)}</a></p>
    <p style="font-size: 13px; color: #4a5568">${escapeHtml(t('layout.buttonFallback'))}<br>${escapeHtml(link.href)}</p>`
    : '';
  const small = after ? `\n    <p style="font-size: 13px; color: #4a5568">${escapeHtml(after)}</p>` : '';
  return `<!doctype html>
<html lang="${language}">
  <body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1a202c">
    <h1 style="font-size: 20px">${escapeHtml(title)}</h1>
    ${body}${button}${small}
  </body>
</html>`;
}

/** Both parts of one mail from the same content, in the reader's language (English by default). */
export function mailParts(content: MailContent, language: Language = 'en') {
  const t = mailTexts(language);
  return { text: textPart(content, t), html: htmlPart(content, t, language) };
}

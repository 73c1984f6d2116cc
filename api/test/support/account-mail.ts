import type { FastifyInstance } from 'fastify';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { TestSmtpServer } from './smtp';

/** Waits for the mails the app sends after its answers (reset, sign-up), then parses those received since `from`. */
export async function mailsSince(app: FastifyInstance, smtp: TestSmtpServer, from: number): Promise<ParsedMail[]> {
  await app.accounts.background.drain();
  return Promise.all(smtp.received.slice(from).map((raw) => simpleParser(raw)));
}

/** How many mails have arrived once what earlier answers left to send (notices, links) has gone: a `from`. */
export async function mailCount(app: FastifyInstance, smtp: TestSmtpServer): Promise<number> {
  await app.accounts.background.drain();
  return smtp.received.length;
}

/** The `name` query parameter of the one link to `path` in a mail's text, also checked in its HTML. */
export function linkParam(mail: ParsedMail, path: string, name: string): { url: URL; value: string } {
  const links = (mail.text ?? '').match(/https?:\/\/\S+/g) ?? [];
  const found = links.map((l) => new URL(l)).filter((u) => u.pathname === path);
  if (found.length !== 1) throw new Error(`expected one ${path} link in the mail, found ${found.length}`);
  const value = found[0].searchParams.get(name);
  if (!value) throw new Error(`the ${path} link has no ${name}`);
  if (!String(mail.html).includes(`href="${found[0].href.replace(/&/g, '&amp;')}"`))
    throw new Error('the HTML part does not carry the same link');
  return { url: found[0], value };
}

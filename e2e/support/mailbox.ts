import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type Mailbox = {
  /** smtp://127.0.0.1:port, for the site's SMTP_URL. */
  url: string;
  /** The next mail to `to` whose subject matches, once it has arrived (no fixed waits). */
  next(to: string, subject: RegExp, timeoutMs?: number): Promise<ParsedMail>;
  /** The one link to `path` in a mail's text. */
  link(mail: ParsedMail, path: string): URL;
  close(): Promise<void>;
};

/**
 * A real SMTP server in the journey's process (on `listenOn`, else any free port): the site delivers to it,
 * the journey reads what arrived.
 */
export async function startMailbox(listenOn = 0): Promise<Mailbox> {
  const received: ParsedMail[] = [];
  const taken = new Set<ParsedMail>();
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(listenOn, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const find = (to: string, subject: RegExp) =>
    received.find(
      (m) =>
        !taken.has(m) &&
        subject.test(m.subject ?? '') &&
        (Array.isArray(m.to) ? m.to : [m.to]).some((a) => a?.value.some((v) => v.address === to)),
    );

  return {
    url: `smtp://127.0.0.1:${port}`,
    async next(to, subject, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = find(to, subject);
        if (mail) {
          taken.add(mail);
          return mail;
        }
        const remaining = deadline - Date.now();
        if (remaining <= 0) throw new Error(`No mail "${subject}" to ${to} within ${timeoutMs} ms`);
        // Woken by the next mail that arrives, or by the deadline.
        await new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(timer);
            waiters.delete(done);
            resolve();
          };
          const timer = setTimeout(done, remaining);
          waiters.add(done);
        });
      }
    },
    link(mail, path) {
      const links = ((mail.text ?? '').match(/https?:\/\/\S+/g) ?? []).map((l) => new URL(l));
      const found = links.filter((u) => u.pathname === path);
      if (found.length !== 1) throw new Error(`Expected one ${path} link in "${mail.subject}", found ${found.length}`);
      return found[0];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** `cid`: an inline image the HTML part shows as `<img src="cid:...">` (the event ticket's QR code). */
  attachments?: { filename: string; content: Buffer; contentType: string; cid?: string }[];
};

export type Envelope = { from: string; to: string[] };

/** Builds the complete RFC 822 message once, so the very same bytes can be stored, retried and sent. */
export async function composeRaw(from: string, message: MailMessage): Promise<Buffer> {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await composer.sendMail({ from, ...message });
  return info.message as Buffer;
}

/**
 * Delivers composed messages: over SMTP when `smtpUrl` is set, otherwise as `.eml` files in
 * `outboxDir` (so a fresh install loses no mail and an operator can read it).
 */
export class Mailer {
  private readonly transport: Transporter | null;

  constructor(private readonly options: { smtpUrl?: string | null; outboxDir: string; from: string }) {
    this.transport = options.smtpUrl
      ? nodemailer.createTransport({
          url: options.smtpUrl,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
        } as SMTPTransport.Options)
      : null;
  }

  get from(): string {
    return this.options.from;
  }

  get mode(): 'smtp' | 'file' {
    return this.transport ? 'smtp' : 'file';
  }

  /** Sends raw bytes; throws when the SMTP server cannot be reached or refuses the message. */
  async deliver(raw: Buffer, envelope: Envelope, name: string): Promise<string> {
    if (this.transport) {
      const info = await this.transport.sendMail({ envelope, raw });
      return info.messageId ?? 'sent';
    }
    await mkdir(this.options.outboxDir, { recursive: true });
    const target = path.join(this.options.outboxDir, `${name}.eml`);
    await writeFile(`${target}.part`, raw);
    await rename(`${target}.part`, target);
    return target;
  }

  close(): void {
    this.transport?.close();
  }
}

import { expect, it } from '@jest/globals';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { composeRaw, Mailer } from '../mailer';

const message = {
  to: 'member@example.com',
  subject: 'Your membership certificate',
  text: 'Attached.',
  attachments: [
    { filename: 'certificate.pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n'), contentType: 'application/pdf' },
  ],
};

it('sends the composed message over real SMTP with its attachment', async () => {
  const received: Buffer[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.server.address() as AddressInfo).port;
  const mailer = new Mailer({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    outboxDir: '/nonexistent',
    from: 'Alumni Connect <no-reply@alumni.local>',
  });
  try {
    const raw = await composeRaw(mailer.from, message);
    await mailer.deliver(raw, { from: 'no-reply@alumni.local', to: ['member@example.com'] }, 'm1');
    expect(received).toHaveLength(1);
    const parsed = await simpleParser(received[0]);
    expect(parsed.subject).toBe('Your membership certificate');
    expect(parsed.attachments[0].filename).toBe('certificate.pdf');
    expect(parsed.attachments[0].content.toString()).toContain('%PDF-1.4');
  } finally {
    mailer.close();
    await new Promise<void>((r) => server.close(() => r()));
  }
});

it('writes an .eml file when no SMTP server is configured', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
  try {
    const mailer = new Mailer({ smtpUrl: null, outboxDir: dir, from: 'no-reply@alumni.local' });
    const raw = await composeRaw(mailer.from, message);
    const file = await mailer.deliver(raw, { from: 'no-reply@alumni.local', to: ['member@example.com'] }, 'mail-7');
    expect(file).toBe(path.join(dir, 'mail-7.eml'));
    const parsed = await simpleParser(await readFile(file));
    expect(parsed.to && 'text' in parsed.to ? parsed.to.text : '').toBe('member@example.com');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

it('fails loudly when the SMTP server is unreachable', async () => {
  const mailer = new Mailer({
    smtpUrl: 'smtp://127.0.0.1:1',
    outboxDir: '/nonexistent',
    from: 'no-reply@alumni.local',
  });
  const raw = await composeRaw(mailer.from, message);
  await expect(mailer.deliver(raw, { from: 'no-reply@alumni.local', to: ['x@example.com'] }, 'm')).rejects.toThrow();
  mailer.close();
});

import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestApp } from '../helpers';

export type TestSmtpServer = {
  port: number;
  /** Every message it accepted, raw (parse with mailparser's simpleParser). */
  received: Buffer[];
  close: () => Promise<void>;
};

/**
 * A real SMTP server in this process on 127.0.0.1:`port` (0: any free port), no TLS, no auth needed.
 * `onMessage` is called with every message it accepts, before the client is answered.
 */
export async function startSmtpServer(port = 0, onMessage?: (received: Buffer[]) => void): Promise<TestSmtpServer> {
  const received: Buffer[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks));
        onMessage?.(received);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The app (`createTestApp`'s options) with its mail going to a test SMTP server of its own; close both after. */
export async function createMailingApp(
  options: Parameters<typeof createTestApp>[0] = {},
): Promise<{ smtp: TestSmtpServer; t: TestApp }> {
  const smtp = await startSmtpServer();
  const t = await createTestApp({
    ...options,
    config: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, ...options.config },
  });
  return { smtp, t };
}

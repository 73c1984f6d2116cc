/*
 * The mail server misbehaving while a member asks for a certificate: one that never answers (a
 * black hole), one that says it is not available (421). The request answers within the timeout with a
 * clear message, the mail is kept in the outbox and delivered once the server works. (Refused
 * connections and the backoff are covered in certificates.test.ts.)
 */
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { authHeader, createTestApp, createUser, type TestApp } from './helpers';
import { addAdmin, createAssociation, createMembership, createMembershipType } from './support/association-fixtures';
import { freePort } from './support/private-postgres';
import { startSmtpServer } from './support/smtp';

const QUEUED = {
  message: 'We could not reach the mail server, so your certificate is queued and will be e-mailed to you shortly.',
  code: 'MAIL_QUEUED',
};

/** A TCP server on `port` that behaves as `onConnection` says (never greets, or greets with 421). */
async function fakeSmtp(port: number, onConnection: (socket: Socket) => void): Promise<{ close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    onConnection(socket);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('certificate mail when the mail server misbehaves', () => {
  let t: TestApp;
  let port: number;
  let owner: { id: number; email: string; headers: Record<string, string> };
  let associationId: number;
  let typeId: number;
  let serial = 0;

  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${port}` } });
    const user = await createUser(t.database);
    owner = { id: user.id, email: user.email, headers: await authHeader(t.app, user.id) };
    associationId = await createAssociation(t.database, { name: 'Mail Fault Association' });
    await addAdmin(t.database, associationId, (await createUser(t.database)).id);
    typeId = await createMembershipType(t.database, associationId, { short_name: 'MF' });
  });
  afterAll(async () => t?.close());

  const requestCertificate = async () => {
    const membership = await createMembership(t.database, {
      userId: owner.id,
      associationId,
      typeId,
      serial: ++serial,
    });
    return t.app.inject({
      method: 'GET',
      url: `/api/v1/memberships/${membership}/get-certificate/`,
      headers: owner.headers,
    });
  };
  const pending = () => t.app.db.selectFrom('mail_outbox').selectAll().where('sent_at', 'is', null).execute();

  it('a server that never answers: 503 MAIL_QUEUED within the greeting timeout, the mail kept', async () => {
    const hole = await fakeSmtp(port, () => undefined);
    try {
      const started = Date.now();
      const response = await requestCertificate();
      const took = Date.now() - started;
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 503, body: QUEUED });
      expect(took).toBeLessThan(25_000);
      const [mail] = await pending();
      expect(mail).toMatchObject({ to_address: owner.email, attempts: 1 });
      expect(mail.last_error).toMatch(/timeout|greeting/i);
    } finally {
      await hole.close();
    }
  }, 60_000);

  it('a server that says 421 (not available): queued at once; delivered once a working server answers', async () => {
    const busy = await fakeSmtp(port, (socket) => socket.end('421 4.3.2 Service not available, try later\r\n'));
    try {
      const response = await requestCertificate();
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 503, body: QUEUED });
    } finally {
      await busy.close();
    }
    expect(await pending()).toHaveLength(2);

    const smtp = await startSmtpServer(port);
    try {
      const results = await t.app.mailOutbox.flush({ dueBy: new Date(Date.now() + 10 * 60_000) });
      expect(results.map((r) => r.delivered)).toEqual([true, true]);
      expect(smtp.received).toHaveLength(2);
      expect(smtp.received.every((raw) => raw.toString('latin1').includes('application/pdf'))).toBe(true);
      expect(await pending()).toHaveLength(0);
      // And a new request is sent at once.
      const now = await requestCertificate();
      expect(now.statusCode).toBe(200);
      expect(smtp.received).toHaveLength(3);
    } finally {
      await smtp.close();
    }
  }, 60_000);
});

import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/database';
import { createTestDatabase, testConfig } from './helpers';

type Line = {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method?: string; url?: string; remoteAddress?: string };
  res?: { statusCode?: number };
  responseTime?: unknown;
};

describe('request log', () => {
  let app: FastifyInstance | undefined;
  let database: Database | undefined;
  afterEach(async () => {
    await app?.close();
    await database?.close();
  });

  async function appLogging(level: 'info' | 'warn') {
    const lines: Line[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const text of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(text) as Line);
        done();
      },
    });
    database = await createTestDatabase();
    app = await buildApp({ config: testConfig({ logLevel: level }), database, logger: { level, stream } });
    return { app, lines };
  }

  it('writes one line per request at info: method, url, client address, status and time, with the request id', async () => {
    const { app, lines } = await appLogging('info');
    expect((await app.inject({ method: 'GET', url: '/api/v1/associations/?limit=20' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/v1/associations/999999/' })).statusCode).toBe(404);
    const requests = lines.filter((l) => l.req || l.res);
    expect(requests.map((l) => [l.msg, l.req?.method, l.req?.url, l.res?.statusCode])).toEqual([
      ['request completed', 'GET', '/api/v1/associations/?limit=20', 200],
      ['request completed', 'GET', '/api/v1/associations/999999/', 404],
    ]);
    for (const line of requests) {
      expect(line.req?.remoteAddress).toBe('127.0.0.1');
      expect(typeof line.responseTime).toBe('number');
      expect(line.reqId).toEqual(expect.any(String));
    }
    expect(lines.some((l) => l.msg === 'incoming request')).toBe(false);
  });

  it('writes none below info', async () => {
    const { app, lines } = await appLogging('warn');
    expect((await app.inject({ method: 'GET', url: '/api/v1/associations/?limit=20' })).statusCode).toBe(200);
    expect(lines).toEqual([]);
  });
});

/**
 * @jest-environment node
 */
// The answer and body types come from the path (tsc checks this file: each `@ts-expect-error` below must
// be an error, or the typecheck fails); at run time the calls reach the adapter as written.
import { describe, expect, it } from '@jest/globals';
import type { AxiosAdapter } from 'axios';
import { authPaths, type LoginResponse, type Paginated, type Transaction, transactionPaths } from '../../contracts';
import { type User, userPaths } from '../../contracts/users';
import { makeUser } from '../../testing/users';
import { createApiClient } from '../client';
import { createMemoryTokenStorage } from '../token-storage';

/** True only when A and B are the same type (not merely assignable either way). */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const sameType = <A, B>(same: Same<A, B>) => same;

type Sent = { method?: string; url?: string; body: unknown };

/** A client whose requests reach `answers` (by URL) instead of the network, and what it sent. */
function clientAnswering(answers: Record<string, unknown>) {
  const sent: Sent[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push({ method: config.method, url: config.url, body: config.data ? JSON.parse(config.data) : undefined });
    return { data: answers[config.url ?? ''], status: 200, statusText: 'OK', headers: {}, config };
  };
  const client = createApiClient({ storage: createMemoryTokenStorage() });
  client.useAdapter(adapter);
  return { client, sent };
}

describe('typed calls', () => {
  const user = makeUser({ first_name: 'Rahim' });
  const list: Paginated<Transaction> = { count: 0, results: [] };

  it('answers what the path declares, with no type named at the call', async () => {
    const { client } = clientAnswering({ '/auth/user/': user, '/associations/4/transactions/memberships/': list });

    const me = await client.get(userPaths.me());
    const transactions = await client.get(transactionPaths.ofAssociation(4));

    expect(sameType<typeof me.data, User>(true)).toBe(true);
    expect(sameType<typeof transactions.data, Paginated<Transaction>>(true)).toBe(true);
    expect(me.data.first_name).toBe('Rahim');
    expect(transactions.data).toEqual(list);
    // @ts-expect-error a mismatched answer: /auth/user/ answers a User, not a login.
    const login: LoginResponse = me.data;
    expect(login).toBe(me.data);
  });

  it('takes the body the path declares, and refuses any other at compile time', async () => {
    const { client, sent } = clientAnswering({ '/auth/user/': user, '/auth/login/': { access: 'token' } });

    const renamed = await client.patch(userPaths.me(), { first_name: 'Karim' });
    const login = await client.post(authPaths.login(), { email: 'a@example.com', password: 'long enough' });
    expect(sameType<typeof login.data, LoginResponse>(true)).toBe(true);
    expect(renamed.data).toEqual(user);
    expect(login.data).toEqual({ access: 'token' });

    // @ts-expect-error a wrong body: first_name is text.
    await client.patch(userPaths.me(), { first_name: 42 });
    // @ts-expect-error a body the endpoint needs, left out.
    await client.post(authPaths.login());
    // @ts-expect-error a method the endpoint does not take.
    await client.post(userPaths.me(), {});
    // @ts-expect-error an answer type named by hand: the path says it.
    await client.get<User>(userPaths.me());

    expect(sent.map((s) => [s.method, s.url, s.body])).toEqual([
      ['patch', '/auth/user/', { first_name: 'Karim' }],
      ['post', '/auth/login/', { email: 'a@example.com', password: 'long enough' }],
      ['patch', '/auth/user/', { first_name: 42 }],
      ['post', '/auth/login/', undefined],
      ['post', '/auth/user/', {}],
      ['get', '/auth/user/', undefined],
    ]);
  });

  it('leaves the answer of a URL written by hand unknown', async () => {
    const { client } = clientAnswering({ '/free/': { any: 'thing' } });
    const { data } = await client.get('/free/');
    expect(sameType<typeof data, unknown>(true)).toBe(true);
    expect(data).toEqual({ any: 'thing' });
  });
});

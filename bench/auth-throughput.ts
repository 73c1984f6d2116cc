/*
 * The cost of a signed-in request: GET /api/v1/auth/user/ with a Bearer token (the token verified, the
 * user row and whether the session is live read in one query, the profile read, no-store), beside a bare
 * node:http server answering the same bytes. Run it before and after a change to the auth plugin.
 */
import { compare, LOAD, throughputRow, type ThroughputRow } from './api-throughput';
import { startBareServer, startServer, throwawayDatabase, type Site } from './lib';

const ME = '/api/v1/auth/user/';
const PASSWORD = 'Bench-Passphrase-2026';

/** A fresh account through the API: its access token. */
async function signUp(site: Site): Promise<string> {
  const email = `bench.${Date.now()}@example.com`;
  const response = await fetch(`${site.url}/api/v1/auth/registration/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password1: PASSWORD, password2: PASSWORD }),
  });
  if (response.status !== 201) throw new Error(`sign-up for the bench failed: ${response.status}`);
  return ((await response.json()) as { access: string }).access;
}

async function measure(
  site: Site,
  database: ThroughputRow['database'],
  log: (s: string) => void,
): Promise<ThroughputRow> {
  const headers = { authorization: `Bearer ${await signUp(site)}` };
  const res = await fetch(`${site.url}${ME}`, { headers });
  if (res.status !== 200) throw new Error(`GET ${ME} answered ${res.status}`);
  const bare = await startBareServer({
    [ME]: { body: await res.text(), contentType: res.headers.get('content-type') ?? 'application/json' },
  });
  try {
    log(`  ${database} GET ${ME} signed in: server and bare node:http, alternating (${LOAD.duration} s each)`);
    const measured = await compare(`${site.url}${ME}`, `${bare.url}${ME}`, headers);
    return throughputRow(database, `GET ${ME} (signed in)`, measured);
  } finally {
    await bare.stop();
  }
}

export async function authThroughput(log: (s: string) => void, hasPostgres: boolean): Promise<ThroughputRow[]> {
  const rows: ThroughputRow[] = [];
  if (hasPostgres) {
    const database = await throwawayDatabase('auth');
    try {
      const site = await startServer({ DATABASE_URL: database.url });
      try {
        rows.push(await measure(site, 'postgres', log));
      } finally {
        await site.stop();
      }
    } finally {
      await database.drop();
    }
  }
  // Production refuses the embedded database: this one runs as development (the same code path for a request).
  const site = await startServer({ NODE_ENV: 'development' });
  try {
    rows.push(await measure(site, 'pglite', log));
  } finally {
    await site.stop();
  }
  return rows;
}

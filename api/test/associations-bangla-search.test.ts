/*
 * Issue 37, "Bad input": a Bangla query on /associations finds associations with Bangla names, on both databases,
 * however the name and the query were typed (য় as one code point from some keyboards, or য + ় from others).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { drivers, type TestApp } from './helpers';
import { createAssociation } from './support/association-fixtures';
import { createCastApp, type Cast } from './support/cast';
import { API } from './support/fixtures';

// "ময়মনসিংহ জিলা স্কুল প্রাক্তন ছাত্র সমিতি" with য় typed as U+09DF (one code point, as many keyboards send it).
const TYPED = 'ম\u09DFমনসিংহ জিলা স্কুল প্রাক্তন ছাত্র সমিতি';

describe.each(drivers)('Bangla search of associations (%s)', (driver) => {
  let t: TestApp;
  let cast: Cast;
  let mymensingh: number;
  let dhaka: number;
  beforeAll(async () => {
    ({ t, cast } = await createCastApp({ driver }));
    // Named as an admin names it: through the API, which keeps every name in one Unicode form.
    mymensingh = await createAssociation(t.database, { name: 'Renamed below' });
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `${API}/associations/${mymensingh}/`,
      headers: cast.superAdmin.headers,
      payload: { name: TYPED },
    });
    expect(renamed.statusCode).toBe(200);
    dhaka = await createAssociation(t.database, { name: 'ঢাকা কলেজ প্রাক্তন ছাত্র সমিতি' });
  });
  afterAll(async () => t?.close());

  const search = async (text: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${API}/associations/?name=${encodeURIComponent(text)}`,
      headers: { 'accept-language': 'bn' },
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { results: { id: number; name: string }[] }).results.map((a) => a.id);
  };

  it('finds a Bangla name by any part of it, typed either way', async () => {
    for (const query of ['ময়মনসিংহ', 'ম\u09DFমনসিংহ', 'ম\u09AF\u09BCমনসিংহ', 'জিলা স্কুল', '  মনসিংহ  '])
      expect([query, await search(query)]).toEqual([query, [mymensingh]]);
    expect((await search('ময়মনসিংহ')).includes(dhaka)).toBe(false);
  });

  it('finds every association a shared Bangla word names, and none for a word no name has', async () => {
    expect((await search('প্রাক্তন ছাত্র সমিতি')).sort((a, b) => a - b)).toEqual(
      [mymensingh, dhaka].sort((a, b) => a - b),
    );
    expect(await search('খুলনা')).toEqual([]);
  });
});

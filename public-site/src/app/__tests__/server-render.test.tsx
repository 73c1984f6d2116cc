/**
 * @jest-environment node
 */
// Every public route rendered as the server renders it (no DOM): the page's content with its data is in
// the markup, no boundary is left to the browser, the styles come out as tags, the data as state.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AppProvider, api } from '@alumni/shared';
import {
  API_BASE_PATH,
  associationPaths,
  contactPaths,
  membershipTypePaths,
  userPaths,
  type Association,
  type PublicUser,
} from '@alumni/shared/contracts';
import type { ApiCall, ApiResponse } from '@alumni/shared/portals';
import { FragmentCache, inProcessAdapter, renderWithQueries } from '@alumni/shared/server-render';
import { cssRules } from '@alumni/shared/testing';
import { StaticRouter } from 'react-router';
import { App, pageQueries } from '../App';

const association: Association = {
  id: 3,
  name: 'Ideal </script> "School" & Alumni',
  logo: null,
  cover: '/media/covers/3.webp',
  tagline: 'Together since 1980',
  about: 'Reunions every February.',
  address: 'Motijheel, Dhaka',
  phone: '01711000000',
  email: 'office@ideal.example',
  website: null,
  established_year: 1980,
  society_prefix: 'ISA',
  member_count: 12,
  links: { facebook: null, linkedin: null, twitter: null },
};

const person: PublicUser = {
  public_handle: '0a1b2c3d4e5f6a7b',
  first_name: 'Rahim',
  last_name: 'Uddin',
  bio: 'SSC 2008.',
  profile_picture: null,
  email: null,
  phone_number: null,
  educations: [],
  job_experiences: [],
  contact_details: [],
};

const answers: Record<string, unknown> = {
  [associationPaths.list()]: {
    count: 1,
    next: null,
    previous: null,
    results: [{ id: 3, name: association.name, logo: null, tagline: association.tagline, member_count: 12 }],
  },
  [associationPaths.one(3)]: association,
  [membershipTypePaths.list(3)]: {
    results: [
      {
        id: 8,
        name: 'Life Member',
        short_name: 'LM',
        description: 'Lifetime membership with voting rights.',
        fee: 10000,
        duration_month: 1200,
        alumni_association: 3,
        member_count: 4,
      },
    ],
  },
  [userPaths.publicProfile(person.public_handle)]: person,
  [contactPaths.stats()]: { associations: 6, members: 39, memberships: 40 },
};

const calls: string[] = [];

/** The API as the server calls it in process: these answers, 404 for any other path. */
async function callApi({ url }: ApiCall): Promise<ApiResponse> {
  calls.push(url);
  const path = new URL(url, 'http://x').pathname.slice(API_BASE_PATH.length);
  const body = answers[path];
  return body === undefined
    ? { status: 404, headers: { 'content-type': 'application/json' }, body: '{"message":"Not found."}' }
    : { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

beforeAll(() => {
  api.useAdapter(inProcessAdapter(callApi));
});
afterAll(() => {
  api.useAdapter(undefined);
});

/**
 * `url` rendered as the server renders it: the page's queries (`pageQueries`) fetched first; `fragments`, the
 * static fragments kept from earlier renders.
 */
async function renderRoute(url: string, fragments?: FragmentCache) {
  calls.length = 0;
  const page = await renderWithQueries(
    (client) => (
      <StaticRouter location={url}>
        <AppProvider queryClient={client}>
          <App />
        </AppProvider>
      </StaticRouter>
    ),
    { prefetch: pageQueries(url), fragments },
  );
  const text = page.html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
  return { ...page, text };
}

/**
 * The submit buttons of the served forms that wait for the page's code. Forms made for the browser to send (the
 * search, the chat box's message to the messaging app) name where they go (action) and are left out.
 */
const submitsWaitingForCode = (html: string) =>
  (html.match(/<form\b[^>]*>[\s\S]*?<\/form>/g) ?? [])
    .filter((form) => !/^<form\b[^>]*\saction="/.test(form))
    .flatMap((form) => form.match(/<button[^>]*type="submit"[^>]*>/g) ?? []);

describe('server render of the public routes', () => {
  it.each([
    [
      '/',
      [
        'Stay connected with the people who shaped your story',
        'What our members say',
        'Frequently asked questions',
        'Get in Touch',
      ],
    ],
    ['/home', ['Stay connected with the people who shaped your story', 'Frequently asked questions']],
    [
      '/landing-page',
      ['Stay connected with the people who shaped your story', 'Our achievements', 'Frequently asked questions'],
    ],
    ['/about-us', ['About']],
    ['/login', ['Welcome back!', 'Email', 'Password', 'Forgot password?']],
    ['/signup', ['Create new account', 'Confirm Password']],
    ['/associations', [association.name, '12 members']],
    ['/associations?name=ideal&limit=10&page=1', [association.name]],
    ['/associations/3', [association.name, 'Reunions every February.', 'Become a Member', 'Motijheel, Dhaka']],
    ['/associations/3/memberships', ['Life Member', 'Lifetime membership with voting rights.']],
    [`/user/${person.public_handle}`, ['Rahim Uddin', 'SSC 2008.']],
    ['/no-such-page', ['Page Not Found']],
    ['/associations/999', ['Page Not Found']],
  ])('%s renders its content into the markup', async (url, expected) => {
    const page = await renderRoute(url);
    for (const text of expected) expect(page.text).toContain(text);
    // Nothing left for the browser to render instead (a boundary that failed or was still loading).
    expect(page.html).not.toContain('<!--$!-->');
    expect(page.errors).toEqual([]);
    // The page's rules in the tag the browser's cache reads (PageStyles), not in one Emotion would move.
    expect(page.headTags).toMatch(/<style data-server-styles="[a-z0-9]+( [a-z0-9]+)*">\./);
    expect(page.headTags).not.toContain('data-emotion="css ');
    // No script in the markup: the page's policy allows none inline.
    expect(page.html).not.toMatch(/<script/i);
    // A form sent before the page is live goes where the page reads it (it names its action), or waits for its
    // code (its submit disabled until then): none is sent by the browser to an address that ignores it.
    for (const submit of submitsWaitingForCode(page.html)) expect(submit).toMatch(/\sdisabled=""/);
  });

  it.each([
    '/',
    '/home',
    '/landing-page',
    '/about-us',
    '/login',
    '/signup',
    '/forgot-password',
    '/associations',
    '/associations?name=ideal&limit=10&page=2',
    '/associations/3',
    '/associations/999',
    '/associations/3/memberships',
    `/user/${person.public_handle}`,
    '/no-such-page',
  ])('knows what %s asks for before rendering it: one render, once its code is loaded', async (url) => {
    await renderRoute(url); // the page's lazily loaded code, once per process
    const page = await renderRoute(url);
    expect(page.renders).toBe(1);
    expect(page.errors).toEqual([]);
  });

  it('sends every page as rendered in full with the static fragments kept from the pages before it', async () => {
    const urls = ['/', '/landing-page', '/about-us', '/login', '/associations/3', '/no-such-page', '/home'];
    const fragments = new FragmentCache();
    for (const round of [1, 2])
      for (const url of urls) {
        const full = await renderRoute(url);
        const kept = await renderRoute(url, fragments);
        expect({ url, round, html: kept.html }).toEqual({ url, round, html: full.html });
        expect({ url, round, rules: cssRules(kept.headTags) }).toEqual({ url, round, rules: cssRules(full.headTags) });
        expect(kept.state).toEqual(full.state);
      }
    // The hero and every landing section but the figures (data), once per place they stand in (the two orders).
    expect(fragments.size).toBeGreaterThanOrEqual(8);
  });

  it('renders again for a query its page did not list, and ends with it fetched', async () => {
    calls.length = 0;
    const page = await renderWithQueries((client) => (
      <StaticRouter location="/associations/3">
        <AppProvider queryClient={client}>
          <App />
        </AppProvider>
      </StaticRouter>
    ));
    expect(page.renders).toBe(2);
    expect(calls).toEqual([`${API_BASE_PATH}${associationPaths.one(3)}`]);
    expect(page.html).toContain('Reunions every February.');
  });

  it("fetches an association page's data once and hands it to the browser, its name escaped in the markup", async () => {
    const page = await renderRoute('/associations/3');
    expect(calls).toEqual([`${API_BASE_PATH}${associationPaths.one(3)}`]);
    expect(page.html).toContain('Ideal &lt;/script&gt; &quot;School&quot; &amp; Alumni');
    expect(page.state.queries).toHaveLength(1);
    expect(page.state.queries[0].state.data).toEqual(association);
  });

  it.each(['/login', '/signup', '/forgot-password', '/'])(
    'sends the forms of %s with their submit button disabled until the page is live',
    async (url) => {
      // Submitted by the browser itself before hydration, a form would put its fields (a password) in the address.
      const page = await renderRoute(url);
      const submits = submitsWaitingForCode(page.html);
      expect(submits.length).toBeGreaterThan(0);
      for (const button of submits) expect(button).toMatch(/\sdisabled=""/);
    },
  );

  it('serves the association search as a form the browser sends to the address the page reads (name, limit)', async () => {
    // A search made before the page is live goes where the live page would go (it sent ?searchValue= before).
    const page = await renderRoute('/associations?name=ideal&limit=2');
    const form = /<form\b[^>]*aria-label="Search associations"[^>]*>[\s\S]*?<\/form>/.exec(page.html)?.[0] ?? '';
    expect(form).toMatch(/^<form\b[^>]*\saction="\/associations"[^>]*\smethod="get"/);
    expect(form).toMatch(/<input type="hidden" name="limit" value="2"\/>/);
    expect(form).toMatch(/<input[^>]*\sname="name"[^>]*\svalue="ideal"/);
  });

  it('leaves to the browser a page whose query changes something: confirming an e-mail address', async () => {
    const page = await renderRoute('/verify-email?key=a-key-from-the-mail');
    // Nothing was sent: the key is used by the visitor's browser, not spent by the server's render.
    expect(calls).toEqual([]);
    expect(page.text).toContain('Confirming your address...');
    expect(page.state.queries).toEqual([]);
    expect(page.errors).toEqual([]);
  });

  it("hands an unknown association's 404 to the browser as the page reads it, so it renders the same", async () => {
    const page = await renderRoute('/associations/999');
    const [query] = page.state.queries;
    expect(query.state.status).toBe('error');
    expect(JSON.parse(JSON.stringify(query.state.error))).toMatchObject({ response: { status: 404 } });
  });

  it.each([
    ['a page number and limit that are no numbers', '/associations?page=abc&limit=-1', association.name],
    ['a 5,000-character search', `/associations?name=${'x'.repeat(5000)}`, association.name],
    ['an id that is no number', '/associations/abc', 'Page Not Found'],
  ])("renders %s as the page's own state, without failing", async (_what, url, expected) => {
    const page = await renderRoute(url);
    expect(page.errors).toEqual([]);
    expect(page.html).not.toContain('<!--$!-->');
    expect(page.text).toContain(expected);
  });
});

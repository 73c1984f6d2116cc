/**
 * @jest-environment node
 */
// Every public route rendered as the server renders it (no DOM): the page's content with its data is in
// the markup, no boundary is left to the browser, the styles come out as tags, the data as state.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AppProvider, api, LanguageProvider } from '@alumni/shared';
import {
  API_BASE_PATH,
  associationPaths,
  contactPaths,
  eventPaths,
  membershipTypePaths,
  userPaths,
  type AlumniEvent,
} from '@alumni/shared/contracts';
import { fillText, loadAllCatalogs, SHELL_CATALOGS, type Language } from '@alumni/shared/i18n';
import { type ApiCall, type ApiResponse, type PageLoadContext, type PageLoaderData } from '@alumni/shared/portals';
import { inProcessAdapter, renderWithQueries } from '@alumni/shared/server-render';
import { FIXED_PUBLIC_PATHS } from '@alumni/shared/testing/public-pages';
import { createStaticHandler, StaticRouter } from 'react-router';
import { association as associationWith } from '../../features/associations/__tests__/fixtures';
import { membershipType } from '../../features/memberships/__tests__/fixtures';
import { publicPagesBn as bn } from '../../i18n/catalogs/public-pages/bn';
import { publicPagesEn as en } from '../../i18n/catalogs/public-pages/en';
import { publicUser } from '../../testing/public-user';
import { App, routes } from '../App';

const association = associationWith({
  name: 'Ideal </script> "School" & Alumni',
  about: 'Reunions every February.',
  links: { facebook: null, linkedin: null, twitter: null },
});

const person = publicUser();

const event: AlumniEvent = {
  id: 7,
  association: { id: 3, name: association.name },
  title: 'Reunion </script><script>alert(1)</script> & "Dinner"',
  description: 'Doors open at 6.\nDinner at 8 <b>sharp</b>.',
  starts_at: '2030-02-14T12:30:00.000Z',
  ends_at: '2030-02-14T16:00:00.000Z',
  venue: 'Ideal School Auditorium\nMotijheel, Dhaka',
  online_url: null,
  capacity: 100,
  members_only: false,
  fee: 500,
  status: 'published',
  cover: null,
  going_count: 40,
  waiting_count: 0,
  places_left: 60,
  ics_url: '/api/v1/events/7/ics',
  created_at: '2029-12-01T00:00:00.000Z',
  updated_at: '2029-12-01T00:00:00.000Z',
  my_rsvp: null,
  can_manage: false,
};

const answers: Record<string, unknown> = {
  [eventPaths.list()]: { count: 1, results: [event] },
  [eventPaths.one(7)]: event,
  [associationPaths.list()]: {
    count: 1,
    next: null,
    previous: null,
    results: [{ id: 3, name: association.name, logo: null, tagline: association.tagline, member_count: 12 }],
  },
  [associationPaths.one(3)]: association,
  [membershipTypePaths.list(3)]: {
    results: [membershipType()],
  },
  [userPaths.publicProfile(person.public_handle)]: person,
  [contactPaths.stats()]: { associations: 6, members: 39, memberships: 40 },
};

const calls: string[] = [];

/** A profile whose reads are over the visitor's limit, and an association whose reads fail. */
const LIMITED_HANDLE = 'ffffffffffffffff';
const FAILING_ID = 13;

/** The API as the server calls it in process: these answers, 404 for any other path. */
async function callApi({ url }: ApiCall): Promise<ApiResponse> {
  calls.push(url);
  const path = new URL(url, 'http://x').pathname.slice(API_BASE_PATH.length);
  if (path === userPaths.publicProfile(LIMITED_HANDLE))
    return { status: 429, headers: { 'content-type': 'application/json', 'retry-after': '42' }, body: '{}' };
  if (path === associationPaths.one(FAILING_ID))
    return { status: 500, headers: { 'content-type': 'application/json' }, body: '{"message":"Server error."}' };
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

const handler = createStaticHandler(routes);
const site = { origin: 'https://alumni.example.org', name: 'Alumni Connect', description: 'The site' };

/**
 * `url` rendered as the server renders it (shell/src/server/render-page.tsx): its route's loader first, which answers
 * the page's status, headers and head, then one render.
 */
async function renderRoute(url: string, language: Language = 'en') {
  calls.length = 0;
  let result: Awaited<ReturnType<typeof handler.query>> | undefined;
  // As the shell's server render does (shell/src/server/render-page.tsx): the page's language's catalogs first.
  await loadAllCatalogs(language);
  const page = await renderWithQueries(
    (client) => (
      <StaticRouter location={url}>
        <LanguageProvider language={language}>
          <AppProvider queryClient={client}>
            <App />
          </AppProvider>
        </LanguageProvider>
      </StaticRouter>
    ),
    {
      load: async (queryClient) => {
        const requestContext: PageLoadContext = { queryClient, language, site };
        result = await handler.query(new Request(new URL(url, 'http://server.invalid')), { requestContext });
      },
    },
  );
  if (!result || result instanceof Response) throw new Error(`${url}: the static handler answered no context`);
  const leaf = result.matches.at(-1)!.route.id;
  const headers = Object.fromEntries(result.loaderHeaders[leaf] ?? []);
  const { head } = result.loaderData[leaf] as PageLoaderData;
  const text = page.html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
  return { ...page, text, status: result.statusCode, headers, head };
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
    ['/events', ['Events', event.title, 'Thu, 14 Feb 2030, 6:30 PM – 10:00 PM (Asia/Dhaka)', '40 going of 100 places']],
    ['/events?q=&association=', [event.title, 'All associations']],
    ['/events?q=reunion&association=3&page=abc', [event.title]],
    [
      '/events/7',
      [
        event.title,
        'Doors open at 6. Dinner at 8 <b>sharp</b>.',
        'Ideal School Auditorium',
        '৳ 500',
        'Log in to answer',
      ],
    ],
    ['/events/999', ['Page Not Found']],
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
    // A form sent before the page is live goes where the server or the page reads it (it names its action):
    // none is sent by the browser to an address that ignores it, and no submit button waits for the code.
    expect(submitsWaitingForCode(page.html)).toEqual([]);
    expect(page.html).not.toMatch(/<button[^>]*type="submit"[^>]*\sdisabled=""/);
  });

  it.each([
    ...FIXED_PUBLIC_PATHS,
    '/associations',
    '/associations?name=ideal&limit=10&page=2',
    '/associations/3',
    '/associations/999',
    '/associations/3/memberships',
    '/events',
    '/events?q=dinner&association=3&page=2',
    '/events/7',
    `/user/${person.public_handle}`,
    '/no-such-page',
  ])('knows what %s asks for before rendering it: its loader reads all of it, the render nothing', async (url) => {
    const page = await renderRoute(url);
    const read = [...calls];
    expect(page.errors).toEqual([]);
    // Each query of the page's state was read by its loader, before the one render.
    expect(read).toHaveLength(page.state.queries.length);
  });

  it('renders a query its loader did not read as loading, left to the browser', async () => {
    calls.length = 0;
    const page = await renderWithQueries((client) => (
      <StaticRouter location="/associations/3">
        <AppProvider queryClient={client}>
          <App />
        </AppProvider>
      </StaticRouter>
    ));
    expect(calls).toEqual([]);
    expect(page.state.queries).toEqual([]);
    expect(page.html).not.toContain('Reunions every February.');
  });

  it("fetches an association page's data once, for its head and to hand it to the browser, its name escaped in the markup", async () => {
    const page = await renderRoute('/associations/3');
    expect(page.status).toBe(200);
    expect(page.head).toMatchObject({
      title: `${association.name} | Alumni Connect`,
      canonicalPath: '/associations/3',
      isIndexed: true,
      jsonLd: { '@type': 'Organization', url: 'https://alumni.example.org/associations/3' },
    });
    expect(calls.map((url) => new URL(url, 'http://x').pathname)).toEqual([
      `${API_BASE_PATH}${associationPaths.one(3)}`,
      `${API_BASE_PATH}${eventPaths.list()}`,
    ]);
    expect(page.html).toContain('Ideal &lt;/script&gt; &quot;School&quot; &amp; Alumni');
    expect(page.state.queries).toHaveLength(2);
    expect(page.state.queries[0].state.data).toEqual(association);
  });

  it.each([
    ['/login', '/login'],
    ['/login?from=%2Fevents', '/login?from=%2Fevents'],
    ['/signup', '/signup'],
    ['/forgot-password', '/forgot-password'],
    ['/reset-password?token=abc', '/reset-password?token=abc'],
    ['/', '/#contact'],
  ])('sends the form of %s posting natively to %s, its submit button enabled', async (url, action) => {
    // Submitted by the browser itself before hydration, the form goes to the server (web/src/forms/native-forms.ts),
    // its fields in the body: never a password in the address.
    const page = await renderRoute(url);
    const forms = (page.html.match(/<form\b[^>]*>/g) ?? []).filter((form) => /\smethod="post"/.test(form));
    expect(forms).toHaveLength(1);
    expect(forms[0]).toContain(`action="${action.replace(/&/g, '&amp;')}"`);
    expect(page.html).toMatch(/<button[^>]*type="submit"/);
    expect(page.html).not.toMatch(/<button[^>]*type="submit"[^>]*\sdisabled=""/);
  });

  it('serves the association search as a form the browser sends to the address the page reads (name, limit)', async () => {
    // A search made before the page is live goes where the live page would go (it sent ?searchValue= before).
    const page = await renderRoute('/associations?name=ideal&limit=2');
    const form = /<form\b[^>]*aria-label="Search associations"[^>]*>[\s\S]*?<\/form>/.exec(page.html)?.[0] ?? '';
    expect(form).toMatch(/^<form\b[^>]*\saction="\/associations"[^>]*\smethod="get"/);
    expect(form).toMatch(/<input type="hidden" name="limit" value="2"\/>/);
    expect(form).toMatch(/<input[^>]*\sname="name"[^>]*\svalue="ideal"/);
  });

  it("escapes an event's text in the markup and sends its search as a plain GET form to /events", async () => {
    const page = await renderRoute('/events/7');
    expect(page.html).not.toContain('</script><script>alert(1)');
    expect(page.html).toContain(
      'Reunion &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Dinner&quot;',
    );
    expect(page.html).toContain('Dinner at 8 &lt;b&gt;sharp&lt;/b&gt;.');
    // Signed out (as the server always is): a link to log in that comes back to the event.
    expect(page.html).toMatch(/<a[^>]*href="\/login\?from=%2Fevents%2F7"/);
    expect(page.html).toContain('href="/api/v1/events/7/ics"');
    expect(page.html).toMatch(
      /href="https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&amp;text=Reunion/,
    );

    const list = await renderRoute('/events?q=dinner&association=3&limit=5');
    const form = /<form\b[^>]*aria-label="Search events"[^>]*>[\s\S]*?<\/form>/.exec(list.html)?.[0] ?? '';
    expect(form).toMatch(/^<form\b[^>]*\saction="\/events"[^>]*\smethod="get"/);
    expect(form).toMatch(/<input[^>]*\sname="q"[^>]*\svalue="dinner"/);
    expect(form).toMatch(/<select[^>]*\sname="association"/);
    expect(form).toMatch(/<option value="3" selected="">/);
    expect(form).toMatch(/<input type="hidden" name="limit" value="5"\/>/);
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

  it.each(['/associations/999', '/associations/abc', '/user/zzzz'])(
    "puts no stack, request config or server path into %s's embedded state",
    async (url) => {
      const page = await renderRoute(url);
      const state = JSON.stringify(page.state);
      expect(page.state.queries.length).toBeGreaterThan(0);
      for (const query of page.state.queries.filter((q) => q.state.status === 'error'))
        for (const error of [query.state.error, query.state.fetchFailureReason])
          expect(Object.keys(JSON.parse(JSON.stringify(error)) as object).sort()).toEqual(['message', 'response']);
      expect(state).not.toMatch(/stack|"config"|"headers"|dist-server|node_modules|\/work\//);
    },
  );

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

describe("each page's status, headers and head, from its route's loader", () => {
  it.each([
    ['/associations/999', 'an association that does not exist'],
    ['/associations/abc', 'an id that is no number'],
    ['/associations/0', 'an id out of range'],
    ['/associations/999/memberships', "an unknown association's membership options"],
    ['/associations/999/be-a-member', "an unknown association's form"],
    ['/events/8', 'an event that does not exist (or a draft)'],
    ['/events/99999999999', 'an event id out of range'],
    ['/user/zzzz', 'a profile handle of the wrong shape'],
    ['/user/0123456789abcdef', 'a profile that does not exist'],
    ['/no-such-page', 'a path no page has'],
  ])('answers %s (%s) 404, Page Not Found, out of search engines', async (url) => {
    const page = await renderRoute(url);
    expect(page.status).toBe(404);
    expect(page.head).toMatchObject({ title: 'Page Not Found | Alumni Connect', isIndexed: false });
    expect(page.head.canonicalPath).toBeUndefined();
  });

  it('answers a certificate code that verifies nothing 404, with a page that says it is no valid certificate', async () => {
    const page = await renderRoute('/verify/NOT-A-CODE');
    expect(page.status).toBe(404);
    expect(page.head).toMatchObject({ title: 'Not a valid certificate | Alumni Connect', isIndexed: false });
  });

  it("answers the API's 429 and its Retry-After for a visitor over a limit, and 503 when the data cannot be read", async () => {
    const limited = await renderRoute(`/user/${LIMITED_HANDLE}`);
    expect(limited.status).toBe(429);
    expect(limited.headers).toEqual({ 'retry-after': '42' });
    expect(limited.head).toMatchObject({ title: 'Profile | Alumni Connect', isIndexed: false });
    const failing = await renderRoute(`/associations/${FAILING_ID}`);
    expect(failing.status).toBe(503);
    expect(failing.headers).toEqual({ 'retry-after': '5' });
    expect(failing.head).toMatchObject({ title: 'Association | Alumni Connect', isIndexed: false });
    expect(failing.head.canonicalPath).toBeUndefined();
  });

  it("heads an event's page from the event it read once: its title, when and where, canonical and JSON-LD Event", async () => {
    const page = await renderRoute('/events/7');
    expect(page.status).toBe(200);
    expect(calls.filter((url) => url.includes(eventPaths.one(7)))).toHaveLength(1);
    expect(page.head).toMatchObject({
      title: `${event.title} | Alumni Connect`,
      canonicalPath: '/events/7',
      description: expect.stringContaining('Ideal School Auditorium. '),
      jsonLd: { '@type': 'Event', name: event.title, offers: { price: 500, priceCurrency: 'BDT' } },
    });
  });

  it('heads a profile, never indexed, and a list page by its page number, a search being the list itself', async () => {
    expect((await renderRoute(`/user/${person.public_handle}`)).head).toMatchObject({
      title: 'Rahim Uddin | Alumni Connect',
      type: 'profile',
      isIndexed: false,
    });
    expect((await renderRoute('/events?q=dinner&association=3')).head.canonicalPath).toBe('/events');
    expect((await renderRoute('/associations?page=3')).head.canonicalPath).toBe('/associations?page=3');
    expect((await renderRoute('/home')).head.canonicalPath).toBe('/');
  });

  it("answers in the page's language", async () => {
    const page = await renderRoute('/associations/3/memberships', 'bn');
    expect(page.status).toBe(200);
    expect(page.head.name).toBe(`সদস্যপদের ধরন: ${association.name}`);
    expect((await renderRoute('/no-such-page', 'bn')).head.name).toBe('পাতাটি পাওয়া যায়নি');
  });
});

describe('server render in Bangla', () => {
  it.each([
    ['/', [bn['landing.hero.network.title'], bn['landing.faq.join.q'], bn['landing.contact.title'], '৬']],
    ['/about-us', [fillText(bn['about.heading'], { product: 'Alumni Connect' }), bn['about.step1']]],
    ['/associations', [bn['associations.subtitle'], association.name, '১২ জন সদস্য']],
    ['/associations/3', [bn['association.becomeMember'], bn['association.contact'], 'প্রতিষ্ঠা ১৯৮০']],
    ['/associations/3/memberships', [bn['memberships.options'], '৳ ১০,০০০']],
    ['/events', [bn['events.subtitle'], '৪০ জন যাচ্ছেন', '৳ ৫০০']],
    ['/events/7', [bn['event.whenWhere'], bn['rsvp.login'], '২০৩০']],
    // The shared pieces too (the shell catalog's): what the browser hydrates must read the same.
    ['/signup', [SHELL_CATALOGS.bn['forms.showPassword']]],
    ['/login', [SHELL_CATALOGS.bn['forms.showPassword']]],
  ])('%s renders its texts in Bangla into the markup, none in English', async (url, expected) => {
    const page = await renderRoute(url, 'bn');
    for (const text of expected) expect(page.text).toContain(text);
    for (const english of [en['landing.faq.title'], en['associations.subtitle'], en['association.becomeMember']])
      expect(page.text).not.toContain(english);
    expect(page.html).not.toContain('<!--$!-->');
    expect(page.errors).toEqual([]);
  });
});

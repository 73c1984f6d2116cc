import { beforeAll, describe, expect, it } from '@jest/globals';
import type { AlumniEvent, Association } from '@alumni/shared/contracts';
import { PUBLIC_PAGES } from '@alumni/shared/portals';
import { pageHeadsBn as bn } from '../../i18n/catalogs/page-heads/bn';
import { pageHeadsEn as en } from '../../i18n/catalogs/page-heads/en';
import { publicAuthBn } from '../../i18n/catalogs/public-auth/bn';
import { publicPagesBn } from '../../i18n/catalogs/public-pages/bn';
import { associationHead, eventHead, notFoundHead, staticPageHead } from '../page-heads';
import { loadTitleTexts } from '../../i18n/page-titles';

beforeAll(() => loadTitleTexts('bn'));

const site = { origin: 'https://alumni.example.org', name: 'Alumni Connect', description: 'The site' };
const page = (name: string) => PUBLIC_PAGES.find((p) => p.name === name)!;
const NAME = 'আইডিয়াল স্কুল প্রাক্তন শিক্ষার্থী সমিতি';

const association = {
  id: 3,
  name: NAME,
  tagline: '',
  about: '',
  cover: '/media/covers/3.webp',
  logo: null,
  website: null,
  links: { facebook: null, linkedin: null, twitter: null },
  established_year: null,
  address: '',
  email: '',
  phone: '',
} as unknown as Association;

describe('page heads in the page language', () => {
  it("titles every page of the table with its page's own title, and describes in its own words a page that has them, else as the site", () => {
    const titles = Object.fromEntries(PUBLIC_PAGES.map((p) => [p.name, staticPageHead(p, p.pattern).title]));
    expect(titles).toEqual({
      landing: 'Connect with your alumni community | Alumni Connect',
      'landing-alternate': 'Connect with your alumni community | Alumni Connect',
      login: 'Login | Alumni Connect',
      signup: 'Sign Up | Alumni Connect',
      'forgot-password': 'Forgot password | Alumni Connect',
      'reset-password': 'Set a new password | Alumni Connect',
      'verify-email': 'Confirm your e-mail address | Alumni Connect',
      about: 'About us | Alumni Connect',
      'public-profile': 'Profile | Alumni Connect',
      'certificate-verify': 'Certificate | Alumni Connect',
      associations: 'Associations | Alumni Connect',
      association: 'Association | Alumni Connect',
      'membership-options': 'Membership Options | Alumni Connect',
      'be-a-member': 'Be A Member | Alumni Connect',
      events: 'Events | Alumni Connect',
      event: 'Event | Alumni Connect',
    });
    for (const p of PUBLIC_PAGES) {
      const head = staticPageHead(p, p.pattern);
      const own = (en as Record<string, string>)[`description.${p.name}`];
      // In English the site's description is the built page's (undefined here: headTags writes it).
      expect(head.description).toBe(own);
    }
    expect(staticPageHead(page('login'), '/login').description).toBe(
      'Sign in to Alumni Connect to see your memberships, certificates and your association.',
    );
    expect(staticPageHead(page('landing'), '/').description).toBeUndefined();
    expect(notFoundHead().name).toBe('Page Not Found');
  });

  it('titles and describes a static page in Bangla, the site description where the page has none', () => {
    const about = staticPageHead(page('about'), '/about-us', 'bn');
    expect(about.title).toBe(`${publicPagesBn['about.title']} | Alumni Connect`);
    expect(about.description).toBe(bn['description.about']);
    expect(staticPageHead(page('landing'), '/', 'bn')).toMatchObject({
      name: publicPagesBn['landing.title'],
      description: bn['description.site'],
    });
    expect(notFoundHead('bn').name).toBe('পাতাটি পাওয়া যায়নি');
    expect(staticPageHead(page('login'), '/login', 'bn').name).toBe(publicAuthBn['login.title']);
  });

  it("names an association's pages and its cover in Bangla", () => {
    const own = associationHead(page('association'), association, site, 'bn');
    expect(own.name).toBe(NAME);
    expect(own.description).toBe(bn['description.site']);
    expect(own.image?.alt).toBe(`প্রচ্ছদ ছবি: ${NAME}`);
    const options = associationHead(page('membership-options'), association, site, 'bn');
    expect(options.name).toBe(`${publicPagesBn['memberships.options']}: ${NAME}`);
    expect(options.description).toBe(`${publicPagesBn['memberships.options']}: ${NAME}।`);
  });

  it("tells an event's time in Bangla digits, and says a cancelled one is cancelled", () => {
    const event = {
      id: 7,
      title: 'পুনর্মিলনী',
      association: { id: 3, name: NAME },
      description: '',
      starts_at: '2030-02-14T12:30:00.000Z',
      ends_at: '2030-02-14T16:00:00.000Z',
      venue: null,
      online_url: 'https://meet.example.org/x',
      status: 'cancelled',
      cover: null,
      fee: 0,
      places_left: null,
      created_at: '2029-12-01T00:00:00.000Z',
    } as unknown as AlumniEvent;
    const head = eventHead(event, site, 'bn');
    expect(head.name).toBe('বাতিল: পুনর্মিলনী');
    expect(head.description).toContain(`, ${bn['event.online']}. ${NAME}.`);
    expect(head.description).toMatch(/২০৩০/);
  });
});

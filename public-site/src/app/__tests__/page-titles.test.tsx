// A page opened in the browser (a client-side navigation) titles its tab as the server's head of that page does,
// in both languages: one title per page (page-titles.ts), not one in the page and another in its head.
import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { api } from '@alumni/shared';
import {
  associationPaths,
  certificatePaths,
  eventPaths,
  membershipTypePaths,
  userPaths,
  type CertificateVerification,
} from '@alumni/shared/contracts';
import type { Language } from '@alumni/shared/i18n';
import { PUBLIC_PAGES, type PageHead, type PublicPageName } from '@alumni/shared/portals';
import { httpError, makeEvent, recordNavigations, renderWithProviders, waitFor } from '@alumni/shared/testing';
import { association as associationWith } from '../../features/associations/__tests__/fixtures';
import { getByUrl } from '../../testing/event-fixtures';
import { publicUser } from '../../testing/public-user';
import { App } from '../App';
import {
  associationHead,
  certificateHead,
  eventHead,
  invalidCertificateHead,
  notFoundHead,
  profileHead,
  staticPageHead,
} from '../page-heads';
import { loadTitleTexts } from '../../i18n/page-titles';

recordNavigations();

const site = { origin: 'https://alumni.example.org', name: 'Alumni Connect', description: 'The site' };
const page = (name: PublicPageName) => PUBLIC_PAGES.find((p) => p.name === name)!;

const association = associationWith({ id: 3, name: 'আইডিয়াল স্কুল প্রাক্তন শিক্ষার্থী সমিতি' });
const cancelled = makeEvent({ id: 7, title: 'Reunion', status: 'cancelled' });
const person = publicUser({ first_name: '', last_name: '', bio: '' });
const CODE = 'abcdefgh234567abcdefgh234567abcd';
const certificate = { holder_name: 'Rahim Uddin', is_valid: true } as unknown as CertificateVerification;

beforeAll(() => loadTitleTexts('bn'));
afterEach(() => {
  jest.restoreAllMocks();
});

/** Opens `path` in the browser in `language` and waits for its tab's title to be the one its server head gives. */
async function expectTitleOfHead(path: string, language: Language, head: PageHead) {
  document.title = '';
  const view = renderWithProviders(<App />, { route: path, language });
  await waitFor(() => expect(document.title).toBe(head.title));
  view.unmount();
}

describe.each<Language>(['en', 'bn'])('a page opened in the browser, in %s, titles its tab as its head', (language) => {
  it('every page of the table without parameters', async () => {
    // The pages' own reads fail (the landing page's figures, the lists): their titles do not depend on them.
    jest.spyOn(api, 'get').mockRejectedValue(new Error('offline'));
    jest.spyOn(api, 'post').mockRejectedValue(new Error('offline'));
    const fixed = PUBLIC_PAGES.filter((p) => !p.pattern.includes(':'));
    expect(fixed.map((p) => p.name)).toEqual(expect.arrayContaining(['landing', 'login', 'verify-email', 'events']));
    for (const p of fixed) await expectTitleOfHead(p.pattern, language, staticPageHead(p, p.pattern, language));
    await expectTitleOfHead('/no-such-page', language, notFoundHead(language));
  });

  it('a page about one thing, named by it: an association, its membership options, a cancelled event, a person without a name, a certificate', async () => {
    jest.spyOn(api, 'get').mockImplementation(
      getByUrl({
        [associationPaths.one(3)]: association,
        [membershipTypePaths.list(3)]: { results: [] },
        [eventPaths.one(7)]: cancelled,
        [userPaths.publicProfile(person.public_handle)]: person,
        [certificatePaths.verify(CODE)]: certificate,
      }) as never,
    );
    await expectTitleOfHead(
      '/associations/3',
      language,
      associationHead(page('association'), association, site, language),
    );
    await expectTitleOfHead(
      '/associations/3/memberships',
      language,
      associationHead(page('membership-options'), association, site, language),
    );
    await expectTitleOfHead('/events/7', language, eventHead(cancelled, site, language));
    await expectTitleOfHead(`/user/${person.public_handle}`, language, profileHead(person, site, language));
    await expectTitleOfHead(`/verify/${CODE}`, language, certificateHead(certificate, language));
  });

  it('a certificate code that verifies nothing', async () => {
    jest.spyOn(api, 'get').mockRejectedValue(httpError(404, { message: 'This is not a valid certificate.' }));
    await expectTitleOfHead('/verify/NOPE', language, invalidCertificateHead(language));
  });
});

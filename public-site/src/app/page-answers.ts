/*
 * A public page's status, headers and head, as its route's loader answers them on the server (React Router's
 * `data()`: the static handler's status code and loader headers): 404 for an association, event or profile that
 * does not exist, the API's 429 and its Retry-After for a visitor over a limit, 503 when the data could not be read.
 * Read from the render's query cache the loader has just filled: the page's data is read once, for the head and
 * the page alike. Loaded only by loaders, which run on the server: the browser's bundle never fetches it.
 */
import type { AlumniEvent, Association, CertificateVerification, PublicUser } from '@alumni/shared/contracts';
import type { PageHead, PageLoadContext, PageLoaderData, PublicPage } from '@alumni/shared/portals';
import type { QueryKey } from '@tanstack/react-query';
import { data, type Params } from 'react-router';
import { associationQuery } from '../api/get-association';
import { eventQuery } from '../features/events/api/get-event';
import { certificateVerificationQuery } from '../features/certificates/api/get-certificate-verification';
import { publicUserQuery } from '../features/public-profile/api/get-public-user';
import {
  associationHead,
  certificateHead,
  eventHead,
  invalidCertificateHead,
  notFoundHead,
  profileHead,
  staticPageHead,
} from './page-heads';
import { loadTitleTexts } from '../i18n/page-titles';

type Answer = ReturnType<typeof data<PageLoaderData>>;

/** A database id: 1 to 2^31-1, digits only (`abc`, `1e3`, `-1`, `0` and `99999999999` are no association). */
const isDatabaseId = (value: string | undefined): value is string =>
  value !== undefined && /^\d{1,10}$/.test(value) && Number(value) >= 1 && Number(value) <= 2_147_483_647;

const PROFILE_HANDLE = /^[0-9a-f]{16}$/;
/** An old numbered profile link: the page follows it for a signed-in visitor (the API redirects) or says why not. */
const OLD_PROFILE_ID = /^\d{1,10}$/;

type FailedRead = { response?: { status?: number; headers?: Record<string, unknown> } } | null | undefined;

const found = (head: PageHead): Answer => data({ head });

/** Page Not Found: for a path no public page has, and for a thing a page names that does not exist. */
const notFoundAnswer = ({ language }: PageLoadContext): Answer =>
  data({ head: notFoundHead(language) }, { status: 404 });

/**
 * The answer of `page` once its loader has fetched its queries into the render's cache: its head from its data,
 * or the status of a lookup that found nothing (404) or failed (its own title then, out of search engines).
 */
function answerOf(page: PublicPage, params: Params, search: URLSearchParams, load: PageLoadContext): Answer {
  const { language, site } = load;
  /**
   * The page of one thing its query read into the render's cache: its head from the data; `missing` when the API
   * has no such thing (404, or 400 for a malformed address); else the API's 429 and its Retry-After, otherwise 503,
   * with the page's own title, out of search engines.
   */
  function pageOf<T>(queryKey: QueryKey, head: (value: T) => PageHead, missing = () => notFoundAnswer(load)) {
    const state = load.queryClient.getQueryState<T>(queryKey);
    if (state?.status === 'success') return found(head(state.data as T));
    const response = (state?.error as FailedRead)?.response;
    if (response?.status === 404 || response?.status === 400) return missing();
    const retryAfter = response?.headers?.['retry-after'];
    const failure: ResponseInit =
      response?.status === 429
        ? { status: 429, headers: typeof retryAfter === 'string' ? { 'Retry-After': retryAfter } : {} }
        : { status: 503, headers: { 'Retry-After': '5' } };
    return data({ head: { ...staticPageHead(page, undefined, language), isIndexed: false } }, failure);
  }
  switch (page.name) {
    case 'association':
    case 'membership-options':
    case 'be-a-member':
      return isDatabaseId(params.id)
        ? pageOf<Association>(associationQuery(params.id).queryKey, (association) =>
            associationHead(page, association, site, language),
          )
        : notFoundAnswer(load);
    case 'public-profile': {
      const handle = params.handle ?? '';
      if (OLD_PROFILE_ID.test(handle)) return found(staticPageHead(page, undefined, language));
      return PROFILE_HANDLE.test(handle)
        ? pageOf<PublicUser>(publicUserQuery(handle).queryKey, (user) => profileHead(user, site, language))
        : notFoundAnswer(load);
    }
    case 'certificate-verify':
      // Unknown, malformed and revoked codes alike: 404 with a plain "not a valid certificate" page.
      return pageOf<CertificateVerification>(
        certificateVerificationQuery(params.code ?? '').queryKey,
        (certificate) => certificateHead(certificate, language),
        () => data({ head: invalidCertificateHead(language) }, { status: 404 }),
      );
    case 'event':
      return isDatabaseId(params.eventId)
        ? pageOf<AlumniEvent>(eventQuery(params.eventId).queryKey, (event) => eventHead(event, site, language))
        : notFoundAnswer(load);
    case 'associations':
    case 'events': {
      // Each page of the list is its own; a search is the list's (canonical without the name or filter).
      const number = search.get('page');
      const isLaterPage = number !== null && /^\d{1,6}$/.test(number) && Number(number) > 1;
      return found(
        staticPageHead(page, isLaterPage ? `${page.pattern}?page=${Number(number)}` : page.pattern, language),
      );
    }
    case 'landing':
    case 'landing-alternate':
      return found(staticPageHead(page, '/', language));
    default:
      return found(staticPageHead(page, page.pattern, language));
  }
}

/** `page`'s answer (Page Not Found with none), once the texts of its head are here in the page's language. */
export async function pageAnswer(
  page: PublicPage | null,
  params: Params,
  search: URLSearchParams,
  load: PageLoadContext,
): Promise<Answer> {
  await loadTitleTexts(load.language);
  return page ? answerOf(page, params, search, load) : notFoundAnswer(load);
}

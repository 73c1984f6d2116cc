import { matchPublicPage, PORTALS, type PageLookups, type PublicPageMatch } from '@alumni/shared/portals';
import type { Language } from '@alumni/shared/i18n';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { PageHead, Site } from './head';
import type { PageData } from './page-data';
import {
  associationHead,
  certificateHead,
  dashboardHead,
  eventHead,
  invalidCertificateHead,
  notFoundHead,
  profileHead,
  staticPageHead,
} from './page-heads';

/** A page's answer before its HTML: the status, the head, and headers an error brings (Retry-After). */
export type ResolvedPage = {
  status: number;
  head: PageHead;
  /** A public page or Page Not Found (the server may render it); false for a dashboard's page. */
  isPublic: boolean;
  /** A public page whose code starts once it has painted, not on the visitor's first use (PublicPage.runsAtOnce). */
  runsAtOnce?: boolean;
  headers?: Record<string, string>;
  /** What was read for the status and head, handed to the render's loader so it is not read again. */
  data?: PageLookups;
};

/** The dashboards' mount paths (the registry's portals other than the public site), as the shell routes them: any case. */
const DASHBOARDS = PORTALS.filter((p) => p.mountPath !== '/').map((p) => p.mountPath.toLowerCase());
const isDashboardPath = (pathname: string) => {
  const path = pathname.toLowerCase();
  return DASHBOARDS.some((mount) => path === mount || path.startsWith(`${mount}/`));
};

/** A database id: 1 to 2^31-1, digits only (`abc`, `1e3`, `-1`, `0` and `99999999999` are no association). */
function parseId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

const PROFILE_HANDLE = /^[0-9a-f]{16}$/;
/** An old numbered profile link: the page follows it for a signed-in visitor (the API redirects) or says why not. */
const OLD_PROFILE_ID = /^\d{1,10}$/;

const found = (head: PageHead, page: PublicPageMatch['page'], data?: PageLookups): ResolvedPage => ({
  status: 200,
  head,
  isPublic: true,
  ...(page.runsAtOnce && { runsAtOnce: true }),
  ...(data && { data }),
});
const notFoundPage = (language: Language): ResolvedPage => ({
  status: 404,
  head: notFoundHead(language),
  isPublic: true,
});

async function publicPage(
  { page, params }: PublicPageMatch,
  search: URLSearchParams,
  request: FastifyRequest,
  data: PageData,
  site: Site,
  language: Language,
): Promise<ResolvedPage> {
  const notFound = () => notFoundPage(language);
  switch (page.name) {
    case 'association':
    case 'membership-options':
    case 'be-a-member': {
      const id = parseId(params.id);
      const association = id === null ? null : await data.association(id, request);
      return association
        ? found(associationHead(page, association, site, language), page, { association })
        : notFound();
    }
    case 'public-profile': {
      const { handle } = params;
      if (OLD_PROFILE_ID.test(handle)) return found(staticPageHead(page, undefined, language), page);
      const user = PROFILE_HANDLE.test(handle) ? await data.publicUser(handle, request) : null;
      return user ? found(profileHead(user, site, language), page) : notFound();
    }
    case 'certificate-verify': {
      // Unknown, malformed and revoked codes alike: 404 with a plain "not a valid certificate" page.
      const certificate = await data.certificate(params.code, request);
      return certificate
        ? found(certificateHead(certificate, language), page)
        : { status: 404, head: invalidCertificateHead(language), isPublic: true };
    }
    case 'associations':
    case 'events': {
      // Each page of the list is its own; a search is the list's (canonical without the name or filter).
      const number = search.get('page');
      const isLaterPage = number !== null && /^\d{1,6}$/.test(number) && Number(number) > 1;
      return found(
        staticPageHead(page, isLaterPage ? `${page.pattern}?page=${Number(number)}` : page.pattern, language),
        page,
      );
    }
    case 'event': {
      const id = parseId(params.eventId);
      const event = id === null ? null : await data.event(id, request);
      return event ? found(eventHead(event, site, language), page, { event }) : notFound();
    }
    case 'landing':
    case 'landing-alternate':
      return found(staticPageHead(page, '/', language), page);
    default:
      return found(staticPageHead(page, page.pattern, language), page);
  }
}

/** What went wrong looking a page's data up: the error's own 4xx/5xx (a rate limit's 429), else 503. */
function failedLookup(error: unknown, log: FastifyBaseLogger): Pick<ResolvedPage, 'status' | 'headers'> {
  const { statusCode, headers } = (error ?? {}) as { statusCode?: unknown; headers?: unknown };
  const status = typeof statusCode === 'number' && statusCode >= 400 && statusCode < 600 ? statusCode : 503;
  if (status >= 500) log.error({ err: error }, 'page data unavailable: answering the page without it');
  const ownHeaders =
    headers && typeof headers === 'object'
      ? Object.fromEntries(Object.entries(headers).filter(([, value]) => typeof value === 'string'))
      : {};
  return { status, headers: status === 503 ? { 'Retry-After': '5', ...ownHeaders } : ownHeaders };
}

/**
 * The status and head of the page on `pathname`: a public page of the shared table (404 when the association
 * or profile it names does not exist), a dashboard's page (200: the shell's guards decide), else Page Not Found.
 */
export async function resolvePage(
  input: { pathname: string; search: URLSearchParams; language?: Language },
  request: FastifyRequest,
  data: PageData,
  site: Site,
): Promise<ResolvedPage> {
  const pathname = input.pathname === '/index.html' ? '/' : input.pathname;
  const language = input.language ?? 'en';
  if (isDashboardPath(pathname)) return { status: 200, head: dashboardHead(site), isPublic: false };
  const match = matchPublicPage(pathname);
  if (!match) return notFoundPage(language);
  try {
    return await publicPage(match, input.search, request, data, site, language);
  } catch (error) {
    return {
      ...failedLookup(error, request.log),
      head: { ...staticPageHead(match.page, undefined, language), isIndexed: false, canonicalPath: undefined },
      isPublic: true,
    };
  }
}

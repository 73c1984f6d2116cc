import type { AlumniEvent, Association, CertificateVerification, PublicUser } from '@alumni/shared/contracts';
import { formatEventRange } from '@alumni/shared/format';
import type { Language } from '@alumni/shared/i18n';
import {
  excerpt,
  httpUrl,
  imageUrl,
  pageTitle,
  SITE_PREVIEW,
  siteUrl,
  type PageHead,
  type PublicPage,
  type Site,
} from '@alumni/shared/portals';
import { headText, type PageHeadId } from '../i18n/catalogs/page-heads';
import { pageHeadsEn } from '../i18n/catalogs/page-heads/en';
import {
  associationPageTitle,
  authText,
  certificateTitle,
  eventTitle,
  notFoundTitle,
  pagesText,
  pageTitleText,
  personTitle,
} from '../i18n/page-titles';

/**
 * Without a description of its own a page shows the site's: the built page's in English, the catalog's in
 * Bangla (the built page has one language).
 */
const siteDescription = (language: Language) =>
  language === 'en' ? undefined : headText(language, 'description.site');

/** A head's tab title and preview name: the page's name, and "<name> | Alumni Connect". */
const named = (name: string) => ({ title: pageTitle(name), name });

/**
 * A page whose head comes from its name alone (the landing page, login, about...), in `language`: its title, and its
 * own description where the catalog has one.
 */
export function staticPageHead(page: PublicPage, canonicalPath?: string, language: Language = 'en'): PageHead {
  const ownDescription = `description.${page.name}`;
  return {
    ...named(pageTitleText(language, page.name)),
    description:
      ownDescription in pageHeadsEn ? headText(language, ownDescription as PageHeadId) : siteDescription(language),
    isIndexed: page.isIndexed,
    canonicalPath: page.isIndexed ? canonicalPath : undefined,
  };
}

export const notFoundHead = (language: Language = 'en'): PageHead => ({
  ...named(notFoundTitle(language)),
  description: siteDescription(language),
  isIndexed: false,
});

/**
 * schema.org Organization of an association: only what its public page shows. A member without a value is left
 * out of the page's JSON (undefined).
 */
function organization(association: Association, url: string, site: Site): Record<string, unknown> {
  const links = [association.website, association.links.facebook, association.links.linkedin, association.links.twitter]
    .map(httpUrl)
    .filter((link): link is string => link !== undefined);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${url}#organization`,
    name: association.name,
    url,
    description: excerpt(association.about, 500) ?? excerpt(association.tagline),
    logo: imageUrl(site, association.logo),
    image: imageUrl(site, association.cover),
    foundingDate: association.established_year ? String(association.established_year) : undefined,
    address: association.address.trim() || undefined,
    email: association.email.trim() || undefined,
    telephone: association.phone.trim() || undefined,
    sameAs: links.length ? links : undefined,
  };
}

/** Its cover, else its logo, else the site's own picture: a shared link always shows one. */
function associationImage({ cover, logo, name }: Association, site: Site, language: Language): PageHead['image'] {
  if (cover) return { path: cover, alt: pagesText(language, 'association.cover', { name }), isLarge: true };
  if (logo) return { path: logo, alt: pagesText(language, 'common.logo', { name }), isLarge: false };
  return { path: SITE_PREVIEW.path, alt: site.name, isLarge: true };
}

/**
 * An association's page, its membership options or the form to become a member: its name, tagline (or the
 * start of its about text) and its cover (else logo) in previews; JSON-LD Organization on its own page.
 */
export function associationHead(
  page: PublicPage,
  association: Association,
  site: Site,
  language: Language = 'en',
): PageHead {
  const summary = excerpt(association.tagline) ?? excerpt(association.about);
  const path = `/associations/${association.id}`;
  const image = associationImage(association, site, language);
  if (page.name === 'association')
    return {
      ...named(association.name),
      description: summary ?? siteDescription(language),
      isIndexed: true,
      canonicalPath: path,
      image,
      firstScreenImage: association.cover ?? undefined,
      jsonLd: organization(association, siteUrl(site, path), site),
    };
  const title = pageTitleText(language, page.name);
  const name = associationPageTitle(language, page.name, association.name);
  const of = headText(language, 'association.of', { title, name: association.name });
  // The sentence's end in the page's language: a Bangla one ends in a দাঁড়ি.
  const end = language === 'bn' ? '।' : '.';
  return {
    ...named(name),
    description: excerpt(`${of}${summary ? `: ${summary}` : end}`),
    isIndexed: page.isIndexed,
    canonicalPath: page.isIndexed ? `${path}/memberships` : undefined,
    image,
  };
}

/** A public profile: the person's name, the start of their bio and their picture; never indexed. */
export function profileHead(user: PublicUser, site: Site, language: Language = 'en'): PageHead {
  const name = personTitle(language, user);
  return {
    ...named(name),
    description: excerpt(user.bio) ?? headText(language, 'profile.on', { name, site: site.name }),
    isIndexed: false,
    type: 'profile',
    image: user.profile_picture ? { path: user.profile_picture, alt: name, isLarge: false } : undefined,
  };
}

/**
 * A certificate's verification page: who holds it, of which association, and whether it is valid on the
 * day checked; never indexed (a person's page), no picture, nothing the page itself does not show.
 */
export function certificateHead(certificate: CertificateVerification, language: Language = 'en'): PageHead {
  const name = certificateTitle(language, certificate.holder_name);
  const state = authText(language, certificate.is_valid ? 'certificate.valid' : 'certificate.notValid');
  return {
    ...named(name),
    description: excerpt(
      headText(language, 'certificate.description', {
        type: certificate.membership_type,
        association: certificate.association_name,
        serial: certificate.serial,
        state,
        date: certificate.checked_on,
      }),
    ),
    isIndexed: false,
  };
}

export const invalidCertificateHead = (language: Language = 'en'): PageHead => ({
  ...named(certificateTitle(language, null)),
  description: headText(language, 'certificate.invalid'),
  isIndexed: false,
});

const SCHEMA = 'https://schema.org/';

/** Where an event is, as schema.org says it: a Place (its venue), a VirtualLocation (its page), or both. */
function eventLocation(event: AlumniEvent, url: string): Record<string, unknown>[] {
  const places: Record<string, unknown>[] = [];
  const venue = event.venue?.trim();
  if (venue) {
    const [name, ...rest] = venue.split('\n').map((line) => line.trim());
    places.push({ '@type': 'Place', name, address: rest.filter(Boolean).join(', ') || name });
  }
  // The page, not the join link: that one is for the people going.
  if (event.online_url) places.push({ '@type': 'VirtualLocation', url });
  return places;
}

/**
 * schema.org Event of an event's page: what the page shows (its name, times, place, organiser, ticket price in
 * BDT, cover; a member without a value left out). Written out by headTags with every `<`, `>` and `&` escaped
 * (jsonForScript).
 */
function eventData(event: AlumniEvent, url: string, site: Site): Record<string, unknown> {
  const mode = event.venue?.trim() && event.online_url ? 'Mixed' : event.online_url ? 'Online' : 'Offline';
  const location = eventLocation(event, url);
  const image = imageUrl(site, event.cover);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    '@id': `${url}#event`,
    name: event.title,
    url,
    startDate: event.starts_at,
    endDate: event.ends_at,
    eventStatus: `${SCHEMA}${event.status === 'cancelled' ? 'EventCancelled' : 'EventScheduled'}`,
    eventAttendanceMode: `${SCHEMA}${mode}EventAttendanceMode`,
    location: location.length === 1 ? location[0] : location,
    organizer: {
      '@type': 'Organization',
      name: event.association.name,
      url: siteUrl(site, `/associations/${event.association.id}`),
    },
    offers: {
      '@type': 'Offer',
      url,
      price: event.fee,
      priceCurrency: 'BDT',
      availability: `${SCHEMA}${event.places_left === 0 ? 'SoldOut' : 'InStock'}`,
      validFrom: event.created_at,
    },
    isAccessibleForFree: event.fee === 0,
    description: excerpt(event.description, 500),
    image: image ? [image] : undefined,
  };
}

/**
 * An event's page: its title, when and where in the preview's description, its cover (else the site's picture)
 * and JSON-LD Event; indexed (a cancelled one says so in its data).
 */
export function eventHead(event: AlumniEvent, site: Site, language: Language = 'en'): PageHead {
  const path = `/events/${event.id}`;
  const place = event.venue?.split('\n')[0]?.trim() || headText(language, 'event.online');
  const when = formatEventRange(event.starts_at, event.ends_at, language);
  const name = eventTitle(language, event);
  return {
    ...named(name),
    description: excerpt(`${when}, ${place}. ${event.association.name}. ${event.description}`),
    isIndexed: true,
    canonicalPath: path,
    image: event.cover
      ? { path: event.cover, alt: pagesText(language, 'event.cover', { title: event.title }), isLarge: true }
      : { path: SITE_PREVIEW.path, alt: site.name, isLarge: true },
    firstScreenImage: event.cover ?? undefined,
    jsonLd: eventData(event, siteUrl(site, path), site),
  };
}

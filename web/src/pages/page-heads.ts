import type { Association, PublicUser } from '@alumni/shared/contracts';
import { NOT_FOUND_TITLE, pageTitle, type PublicPage } from '@alumni/shared/portals';
import { excerpt, httpUrl, imageUrl, siteUrl, type PageHead, type Site } from './head';

/** A page whose head comes from the page table alone (the landing page, login, about...). */
export function staticPageHead(page: PublicPage, canonicalPath?: string): PageHead {
  return {
    title: pageTitle(page.title),
    name: page.title,
    description: page.description,
    isIndexed: page.isIndexed,
    canonicalPath: page.isIndexed ? canonicalPath : undefined,
  };
}

export const notFoundHead = (): PageHead => ({
  title: pageTitle(NOT_FOUND_TITLE),
  name: NOT_FOUND_TITLE,
  isIndexed: false,
});

/** A dashboard page: its portal sets its own title once signed in; nothing in it is for search engines. */
export const dashboardHead = (site: Site): PageHead => ({ title: pageTitle(), name: site.name, isIndexed: false });

/** schema.org Organization of an association: only what its public page shows. */
function organization(association: Association, url: string, site: Site): Record<string, unknown> {
  const links = [association.website, association.links.facebook, association.links.linkedin, association.links.twitter]
    .map(httpUrl)
    .filter((link): link is string => link !== undefined);
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${url}#organization`,
    name: association.name,
    url,
  };
  const description = excerpt(association.about, 500) ?? excerpt(association.tagline);
  if (description) data.description = description;
  const logo = imageUrl(site, association.logo);
  if (logo) data.logo = logo;
  const cover = imageUrl(site, association.cover);
  if (cover) data.image = cover;
  if (association.established_year) data.foundingDate = String(association.established_year);
  if (association.address.trim()) data.address = association.address.trim();
  if (association.email.trim()) data.email = association.email.trim();
  if (association.phone.trim()) data.telephone = association.phone.trim();
  if (links.length) data.sameAs = links;
  return data;
}

const associationImage = (association: Association): PageHead['image'] =>
  association.cover
    ? { path: association.cover, alt: `${association.name} cover photo`, isLarge: true }
    : association.logo
      ? { path: association.logo, alt: `${association.name} logo`, isLarge: false }
      : undefined;

/**
 * An association's page, its membership options or the form to become a member: its name, tagline (or the
 * start of its about text) and its cover (else logo) in previews; JSON-LD Organization on its own page.
 */
export function associationHead(page: PublicPage, association: Association, site: Site): PageHead {
  const summary = excerpt(association.tagline) ?? excerpt(association.about);
  const path = `/associations/${association.id}`;
  const image = associationImage(association);
  if (page.name === 'association')
    return {
      title: pageTitle(association.name),
      name: association.name,
      description: summary,
      isIndexed: true,
      canonicalPath: path,
      image,
      firstScreenImage: association.cover ?? undefined,
      jsonLd: organization(association, siteUrl(site, path), site),
    };
  const name = `${page.title}: ${association.name}`;
  return {
    title: pageTitle(name),
    name,
    description: excerpt(`${page.title} of ${association.name}${summary ? `: ${summary}` : '.'}`),
    isIndexed: page.isIndexed,
    canonicalPath: page.isIndexed ? `${path}/memberships` : undefined,
    image,
  };
}

/** A public profile: the person's name, the start of their bio and their picture; never indexed. */
export function profileHead(user: PublicUser, site: Site): PageHead {
  const name = `${user.first_name} ${user.last_name}`.trim() || `${site.name} member`;
  return {
    title: pageTitle(name),
    name,
    description: excerpt(user.bio) ?? `${name} on ${site.name}.`,
    isIndexed: false,
    type: 'profile',
    image: user.profile_picture ? { path: user.profile_picture, alt: name, isLarge: false } : undefined,
  };
}

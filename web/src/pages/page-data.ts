/**
 * What the crawlers' files (sitemap.xml) and the warm-up need from the database, handed in by the API (its own
 * services): only what its public JSON answers already show. A page's own data is read by its route's loader, through
 * the API, as the page reads it.
 */
export type PageData = {
  /** Every association, by id, for sitemap.xml. */
  associations(): Promise<{ id: number; name: string }[]>;
  /** The published events not yet ended, by id, for sitemap.xml. */
  events(): Promise<{ id: number }[]>;
};

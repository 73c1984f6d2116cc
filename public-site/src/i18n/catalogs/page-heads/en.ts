// What only the public pages' heads say (descriptions, link previews), as their routes' loaders give them
// (app/page-heads.ts): `description.<page>` for a page with a description of its own (the others show the site's).
// A page's title is its page's own text (i18n/page-titles.ts), the one its browser tab shows.
export const pageHeadsEn = {
  'description.login': 'Sign in to Alumni Connect to see your memberships, certificates and your association.',
  'description.signup': 'Create your Alumni Connect account and join your alumni association.',
  'description.about': 'Alumni Connect brings alumni associations of schools, colleges and universities online.',
  'description.associations': 'Find your school, college or university alumni association and become a member.',
  'description.events': 'Upcoming reunions, talks and gatherings of the alumni associations on Alumni Connect.',
  // The built page's own description (shared/build/index-html.cjs) is the English site description.
  'description.site': 'Alumni Connect: find your alumni association & become a member.',
  'association.of': '{title} of {name}',
  'profile.on': '{name} on {site}.',
  'certificate.description': '{type} membership of {association}, serial {serial}. {state} on {date}.',
  'certificate.invalid': 'This is not a valid certificate.',
  'event.online': 'Online',
};

// The profile records other modules show beside a user; a public profile (the site's profile pages).
export { listContactDetails, listEducations, listJobExperiences } from './users.repository';
export { accountGone, getPublicUser } from './users.service';
export { personColumns, toUserSummary, userSummaryColumns } from './user-summary';

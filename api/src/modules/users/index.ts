// The profile records other modules show beside a user.
export { listContactDetails, listEducations, listJobExperiences } from './users.repository';
export { accountGone } from './users.service';
export { personColumns, toUserSummary, userSummaryColumns } from './user-summary';

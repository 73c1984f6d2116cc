// The profile records other modules show beside a user.
export { listContactDetails, listEducations, listJobExperiences } from './users.repository';

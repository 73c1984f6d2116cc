import { apiPath } from './api-path';

/** The signed-in user's own records: a list (GET, POST) and one record (GET, PATCH, DELETE) of each kind. */
export const profilePaths = {
  picture: apiPath('/auth/user/profile-picture/'),
  educations: { list: apiPath('/auth/user/educations/'), one: apiPath('/auth/user/educations/:id/') },
  jobExperiences: { list: apiPath('/auth/user/job-experiences/'), one: apiPath('/auth/user/job-experiences/:id/') },
  contactDetails: { list: apiPath('/auth/user/contact-details/'), one: apiPath('/auth/user/contact-details/:id/') },
};

import { apiPath, type Call } from './api-path';
import type {
  ContactDetail,
  ContactDetailBody,
  ContactDetailPatch,
  Education,
  EducationBody,
  EducationPatch,
  JobExperience,
  JobExperienceBody,
  JobExperiencePatch,
  ProfilePictureResponse,
} from './profile';

/** A kind of record: its list (GET, POST) and one record (GET, PATCH, DELETE). */
type RecordList<Item, Body> = { get: Call<{ results: Item[] }>; post: Call<Item, Body> };
type OneRecord<Item, Patch> = { get: Call<Item>; patch: Call<Item, Patch>; delete: Call<null> };

/** The signed-in user's own records: a list (GET, POST) and one record (GET, PATCH, DELETE) of each kind. */
export const profilePaths = {
  picture: apiPath('/auth/user/profile-picture/').calls<{ post: Call<ProfilePictureResponse, FormData> }>(),
  educations: {
    list: apiPath('/auth/user/educations/').calls<RecordList<Education, EducationBody>>(),
    one: apiPath('/auth/user/educations/:id/').calls<OneRecord<Education, EducationPatch>>(),
  },
  jobExperiences: {
    list: apiPath('/auth/user/job-experiences/').calls<RecordList<JobExperience, JobExperienceBody>>(),
    one: apiPath('/auth/user/job-experiences/:id/').calls<OneRecord<JobExperience, JobExperiencePatch>>(),
  },
  contactDetails: {
    list: apiPath('/auth/user/contact-details/').calls<RecordList<ContactDetail, ContactDetailBody>>(),
    one: apiPath('/auth/user/contact-details/:id/').calls<OneRecord<ContactDetail, ContactDetailPatch>>(),
  },
};

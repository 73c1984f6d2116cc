import {
  contactDetailBodySchema,
  contactDetailPatchSchema,
  contactDetailListSchema,
  contactDetailSchema,
  educationBodySchema,
  educationPatchSchema,
  educationListSchema,
  educationSchema,
  jobExperienceBodySchema,
  jobExperiencePatchSchema,
  jobExperienceListSchema,
  jobExperienceSchema,
  PROFILE_PICTURE_FIELD,
  profilePictureResponseSchema,
  profilePaths,
} from '@alumni/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readUploadedFile } from '../../lib/uploads';
import { currentUser } from '../../plugins/auth';
import { withUploads } from '../../plugins/uploads';
import * as contactDetails from './contact-details.service';
import * as educations from './educations.service';
import * as jobs from './job-experiences.service';
import { registerOwnedRecordRoutes } from './owned-routes';
import { replaceProfilePicture } from './profile-picture.service';

/** The signed-in user's picture, educations, job experiences and contact links. */
export async function profileRoutes(app: FastifyInstance) {
  // The upload parses multipart in a scope of its own (see withUploads).
  await withUploads(app, (scope) => {
    const u = scope.withTypeProvider<ZodTypeProvider>();
    u.post(
      profilePaths.picture.pattern,
      {
        schema: {
          tags: ['profile'],
          security: [{ bearerAuth: [] }],
          summary: `Replace your picture (multipart, field "${PROFILE_PICTURE_FIELD}": JPEG, PNG, WebP or GIF up to 5 MB)`,
          consumes: ['multipart/form-data'],
          response: { 200: profilePictureResponseSchema },
        },
        onRequest: app.requireUser,
      },
      async (request) => {
        const userId = currentUser(request).id;
        const image = await readUploadedFile(request, PROFILE_PICTURE_FIELD, 'Choose an image file to upload.');
        return { profile_picture: await replaceProfilePicture(app.db, app.mediaStore, userId, image) };
      },
    );
  });

  registerOwnedRecordRoutes(app, {
    paths: profilePaths.educations,
    noun: 'education',
    body: educationBodySchema,
    patch: educationPatchSchema,
    item: educationSchema,
    list: educationListSchema,
    service: {
      list: educations.listEducations,
      get: educations.getEducation,
      create: educations.createEducation,
      update: educations.updateEducation,
      remove: educations.deleteEducation,
    },
  });

  registerOwnedRecordRoutes(app, {
    paths: profilePaths.jobExperiences,
    noun: 'job experience',
    body: jobExperienceBodySchema,
    patch: jobExperiencePatchSchema,
    item: jobExperienceSchema,
    list: jobExperienceListSchema,
    service: {
      list: jobs.listJobExperiences,
      get: jobs.getJobExperience,
      create: jobs.createJobExperience,
      update: jobs.updateJobExperience,
      remove: jobs.deleteJobExperience,
    },
  });

  registerOwnedRecordRoutes(app, {
    paths: profilePaths.contactDetails,
    noun: 'contact detail',
    body: contactDetailBodySchema,
    patch: contactDetailPatchSchema,
    item: contactDetailSchema,
    list: contactDetailListSchema,
    service: {
      list: contactDetails.listContactDetails,
      get: contactDetails.getContactDetail,
      create: contactDetails.createContactDetail,
      update: contactDetails.updateContactDetail,
      remove: contactDetails.deleteContactDetail,
    },
  });
}

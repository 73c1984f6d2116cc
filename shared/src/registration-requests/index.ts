// @alumni/shared/registration-requests: applying to register a new association, the one form the member
// and admin portals both show. Bundled by the page that uses it (zod and the form library come with it),
// not part of the @alumni/shared singleton; it reaches the singleton's dialogs and client by name.
export { createRegistrationRequest, useCreateRegistrationRequest } from './create-registration-request';
export { registrationRequestKeys } from './query-keys';
export { RegisterAssociationPage, type RegisterAssociationPageProps } from './register-association-page';

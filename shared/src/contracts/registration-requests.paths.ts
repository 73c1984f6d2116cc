import { apiPath, type Call } from './api-path';
import type { Paginated } from './common';
import type {
  RegistrationApprove,
  RegistrationRefuse,
  RegistrationRequest,
  RegistrationRequestBody,
} from './registration-requests';

/** Applications to register a new association (the member's side and the super admin's). */
export const registrationRequestPaths = {
  list: apiPath('/associations/registration-requests/').calls<{
    get: Call<Paginated<RegistrationRequest>>;
    post: Call<RegistrationRequest, RegistrationRequestBody>;
  }>(),
  one: apiPath('/associations/registration-requests/:id/').calls<{
    get: Call<RegistrationRequest>;
    patch: Call<RegistrationRequest, RegistrationApprove>;
  }>(),
  refuse: apiPath('/associations/registration-requests/:id/refuse/').calls<{
    post: Call<RegistrationRequest, RegistrationRefuse>;
  }>(),
};

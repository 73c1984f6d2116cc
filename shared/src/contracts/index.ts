// One contract file per API module (api/src/modules/<module>): its zod schemas and types, and in
// `<module>.paths.ts` (zod-free, re-exported by the module file) the paths its routes register.
export * from './constants';
export * from './common';
export * from './api-path';
export * from './auth';
export * from './users';
export * from './user-summary';
export * from './account';
export * from './profile';
export * from './associations';
export * from './registration-requests';
export * from './membership-types';
export * from './members';
export * from './member-imports';
export * from './memberships';
export * from './transactions';
export * from './reconciliation';
export * from './dashboard';
export * from './certificates';
export * from './reminders';
export * from './payments';
export * from './contact';
export * from './health';
export * from './jobs';
export * from './events';
export * from './native-forms';
export * from './server-message';

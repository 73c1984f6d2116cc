export * from './constants';
export * from './common';
export * from './auth';
export * from './profile';
export * from './associations';
export * from './memberships';

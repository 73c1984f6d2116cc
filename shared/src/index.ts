// @alumni/shared: what every frontend builds on. The API imports `@alumni/shared/contracts` only.
export * from './contracts';
export * from './api';
export * from './session';
export * from './theme';
export * from './query';
export * from './format';
export * from './ui';

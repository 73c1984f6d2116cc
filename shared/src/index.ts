// @alumni/shared: what every frontend builds on, shared by Module Federation as one singleton.
// The contracts (zod schemas and the API's types and constants) are not in it: frontends import them
// from `@alumni/shared/contracts` and form validation from `@alumni/shared/forms`, bundled where used,
// so zod and the form libraries stay off pages without forms. The API imports the contracts only.
export * from './api';
export * from './session';
export * from './theme';
export * from './query';
export * from './format';
export * from './ui';

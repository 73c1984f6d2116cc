// @alumni/shared/portals: the portal registry, the remotes.json reader and the menu a portal declares.
// No React, no zod: the API, the scripts and the webpack preset use it too.
export * from './registry';
export * from './manifest-entry';
export * from './menu';

// @alumni/shared/server-render: what the server bundles need of this package and the browser never loads
// (not in the main entry, so not in the shared module the pages load).
export { inProcessAdapter } from './in-process-adapter';
export { renderWithQueries, type RenderedTree } from './render-with-queries';
export { KeptFragments } from './kept-fragments';

// @alumni/shared/server-render: what the shell's server bundle needs of this package and the browser never
// loads (not in the main entry, so not in the shared module the pages load).
export { inProcessAdapter } from './in-process-adapter';

// @alumni/web: the site's pages and the built frontends, one Fastify plugin the server registers. The API
// hands it what it needs (the release manifest's watcher, the pages' data, a renderer) and knows nothing of
// the frontends' build layout.
export { createFrontends } from './frontends';
export type { Frontends, ReleaseManifest } from './frontends';
export { webPlugin } from './plugin';
export type { WebPages, WebPluginOptions } from './plugin';
export type { PageData } from './pages/page-data';
export type { Renderer, RenderInput, RenderOutput } from './pages/send-page';
export type { ReleasedFiles } from './static-files';
export { addVaryAuthorization, isPersonalRequest, publicAnswer, sendPublicAnswer, weakEtag } from './http-cache';
export type { PublicAnswer } from './http-cache';
export { MicroCache } from './micro-cache';
export { robotsTxt } from './pages/crawlers';
// The web server's own texts (a native form's refusal) in either language.
export { formText } from './i18n/catalogs/native-forms';
// A page's language (`?lang=`, the `lang` cookie, Accept-Language): pages the API serves itself use it too.
export { languageOfRequest } from './pages/language';

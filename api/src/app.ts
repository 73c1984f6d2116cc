import fastifyCors from '@fastify/cors';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { createFrontends, webPlugin, type Frontends, type Renderer } from '@alumni/web';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { HelmetOptions } from 'helmet';
import type { Config } from './config';
import { createDatabase, type Database } from './db/database';
import type { JobQueueOptions } from './jobs/job-queue';
import { jobsPlugin } from './jobs/jobs.plugin';
import { systemClock, type Clock } from './lib/clock';
import { NotFoundError } from './lib/errors';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './lib/limits/rate-limits';
import { accountRoutes } from './modules/accounts/accounts.routes';
import { accountsPlugin } from './modules/accounts/accounts.plugin';
import { publicAssociations } from './modules/associations';
import { associationRoutes } from './modules/associations/associations.routes';
import { authHousekeepingPlugin } from './modules/auth/auth.plugin';
import { authenticationPlugin } from './modules/auth/authentication.plugin';
import { authRoutes } from './modules/auth/auth.routes';
import { certificateRoutes } from './modules/certificates/certificates.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { eventRoutes } from './modules/events/events.routes';
import { eventsPlugin } from './modules/events/events.plugin';
import { healthRoutes } from './modules/health/health.routes';
import { jobRoutes } from './modules/jobs/jobs.routes';
import { mediaPlugin } from './modules/media/media.plugin';
import { mailPlugin } from './modules/mail/mail.plugin';
import { memberRoutes } from './modules/members/members.routes';
import { memberImportRoutes } from './modules/member-imports/member-imports.routes';
import { memberImportsPlugin } from './modules/member-imports/member-imports.plugin';
import { membershipTypeRoutes } from './modules/membership-types/membership-types.routes';
import { membershipRoutes } from './modules/memberships/memberships.routes';
import { paymentRoutes } from './modules/payments/payments.routes';
import { paymentsPlugin } from './modules/payments/payments.plugin';
import { profileRoutes } from './modules/profile/profile.routes';
import { yourDataRoutes } from './modules/your-data/your-data.routes';
import { reconciliationPlugin } from './modules/reconciliation/reconciliation.plugin';
import { reconciliationRoutes } from './modules/reconciliation/reconciliation.routes';
import { remindersPlugin } from './modules/reminders/reminders.plugin';
import { reminderRoutes } from './modules/reminders/reminders.routes';
import { registrationRequestRoutes } from './modules/registration-requests/registration-requests.routes';
import { transactionRoutes } from './modules/transactions/transactions.routes';
import { userRoutes } from './modules/users/users.routes';
import { dbPlugin } from './plugins/db';
import { errorsPlugin, sendAppError } from './plugins/errors';
import { languagePlugin } from './plugins/language';
import { jsonBodyPlugin } from './plugins/json-body';
import { privateAnswersPlugin } from './plugins/private-answers';
import { rateLimitsPlugin } from './plugins/rate-limits';
import { watchSharedManifest } from './plugins/release-manifest';
import { OneLineRequestLog } from './plugins/request-log';
import { securityHeadersPlugin } from './plugins/security-headers';
import { webPageData } from './web-page-data';
import { isSafeKey, readObject } from './storage/object-store';
import { sendObject } from './storage/serve-object';
import { storagePlugin } from './storage/storage.plugin';

const API_PREFIX = '/api/v1';
/** JSON bodies; uploads (multipart) set their own limits. */
const BODY_LIMIT = 1024 * 1024;

export type BuildAppOptions = {
  config: Config;
  /** An open (migrated) database; without it one is opened from config and closed with the app. */
  database?: Database;
  logger?: FastifyServerOptions['logger'];
  /** Overrides the configured limits (tests). */
  rateLimits?: Partial<RateLimits>;
  /** Called for every route as it is registered (the route-table authorization test collects them). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * Makes the server renderer of the public pages (@alumni/web's Renderer) from the live frontends (the
   * release manifest, each remote's folder); without it the shell's server bundle renders them when the
   * site was built with one, else the browser does.
   */
  renderer?: (frontends: Frontends) => Renderer;
  /** The job queue's polling (tests); its clock is `clock` unless given here. */
  jobs?: Omit<JobQueueOptions, 'database' | 'log'>;
  /** "Now" for business dates (statuses, renewal periods, the dashboard's months) and jobs; tests set one. */
  clock?: Clock;
};

const hopsOf = (hops: number) => (_address: string, hop: number) => hop < hops;

/**
 * Helmet's options: the site, its inline boot script by hash, the configured portal origins and `released`,
 * those of the live manifest's portals (on a CDN).
 */
function helmetOptions(config: Config, inlineHashes: string[], released: string[]): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineHashes, ...(config.corsOrigins ?? []), ...released],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Images are the site's own (uploads under /media, bundled assets), or a portal's bundled assets.
        imgSrc: ["'self'", 'data:', 'blob:', ...(config.corsOrigins ?? []), ...released],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'", 'https:'],
        upgradeInsecureRequests: config.isSecureOrigin ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // HSTS only where the site is served over https: over http it means nothing, and a wrong one locks a host out.
    strictTransportSecurity: config.isSecureOrigin ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

/** External plugins, then app plugins, then routes under /api/v1 (the fastify/demo shape). */
export async function buildApp({
  config,
  database,
  logger,
  rateLimits,
  onRoute,
  renderer,
  jobs,
  clock = systemClock,
}: BuildAppOptions): Promise<FastifyInstance> {
  const ownsDatabase = !database;
  const db = database ?? (await createDatabase(config));

  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    logController: new OneLineRequestLog(),
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: BODY_LIMIT,
    // A hop count becomes the function proxy-addr makes of it (Fastify's types take no number).
    trustProxy: typeof config.trustProxy === 'number' ? hopsOf(config.trustProxy) : (config.trustProxy ?? false),
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  app.decorate('clock', clock);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // On PostgreSQL the live portal versions are the database's (every instance the same), else DATA_DIR's.
  const releaseManifest = db.kind === 'postgres' ? await watchSharedManifest(db.db, app.log) : undefined;
  if (releaseManifest) app.addHook('onClose', async () => releaseManifest.stop());
  const frontends = createFrontends({ webRoot: config.webRoot, dataDir: config.dataDir, releaseManifest });

  // External plugins.
  const inlineHashes = frontends.inlineScriptHashes();
  await app.register(securityHeadersPlugin, {
    documents: (released) => helmetOptions(config, inlineHashes, released),
    scriptOrigins: () => frontends.scriptOrigins(),
    // API answers are JSON: the same policy without the released portals' origins (read for each page).
    api: helmetOptions(config, inlineHashes, []),
    apiPrefix: API_PREFIX,
  });
  await app.register(privateAnswersPlugin, { apiPrefix: API_PREFIX });
  if (config.corsOrigins?.length) {
    await app.register(fastifyCors, { origin: config.corsOrigins, credentials: true });
  }
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Alumni association platform API', version: '1.0.0' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // App plugins.
  await app.register(languagePlugin);
  await app.register(errorsPlugin);
  await app.register(dbPlugin, { config, database: db, ownsDatabase });
  await app.register(jobsPlugin, { database: db, clock, ...jobs });
  await app.register(jsonBodyPlugin);
  await app.register(rateLimitsPlugin, {
    database: db,
    limits: { ...DEFAULT_RATE_LIMITS, ...config.rateLimits, ...rateLimits },
  });
  await app.register(authenticationPlugin);
  await app.register(storagePlugin);
  await app.register(mediaPlugin);
  const associations = publicAssociations(db.db, config.publicCacheMs ?? 0, () => app.web?.pagesChanged());
  await app.register(webPlugin, {
    frontends,
    publicOrigin: config.publicOrigin,
    pages: webPageData(app, associations),
    render: renderer?.(frontends),
    pageCacheMs: config.publicCacheMs ?? 0,
    readReleasedObject:
      app.storage.kind === 's3'
        ? (key) => (isSafeKey(key) ? readObject(app.storage, key) : Promise.resolve(null))
        : undefined,
    // On a bucket (several instances), a release made on any machine is there (npm run portal copies it).
    releasedFiles:
      app.storage.kind === 's3'
        ? async (request, reply, { key, cacheControl }) => {
            const object = isSafeKey(key) ? await app.storage.get(key) : null;
            return object ? sendObject(request, reply, object, cacheControl) : null;
          }
        : undefined,
  });
  await app.register(mailPlugin);
  await app.register(remindersPlugin);
  await app.register(reconciliationPlugin);
  await app.register(authHousekeepingPlugin);
  await app.register(paymentsPlugin);
  await app.register(accountsPlugin);
  await app.register(eventsPlugin);
  await app.register(memberImportsPlugin);

  // Routes.
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(accountRoutes);
      await api.register(userRoutes);
      await api.register(yourDataRoutes);
      await api.register(associationRoutes, { reads: associations });
      await api.register(registrationRequestRoutes);
      await api.register(membershipTypeRoutes);
      await api.register(memberRoutes);
      await api.register(memberImportRoutes);
      await api.register(dashboardRoutes, { now: clock });
      await api.register(membershipRoutes);
      await api.register(transactionRoutes);
      await api.register(reconciliationRoutes);
      await api.register(paymentRoutes);
      await api.register(certificateRoutes);
      await api.register(reminderRoutes);
      await api.register(profileRoutes);
      await api.register(contactRoutes, { statsCacheMs: config.publicCacheMs ?? 0 });
      await api.register(jobRoutes);
      await api.register(eventRoutes);
    },
    { prefix: API_PREFIX },
  );

  // A page path answers the site's page (404 with Page Not Found when unknown); JSON only under /api and for files.
  app.setNotFoundHandler(async (request, reply) => {
    if (app.web?.isPageRequest(request)) return app.web.sendPage(request, reply);
    return sendAppError(reply, new NotFoundError());
  });

  return app;
}

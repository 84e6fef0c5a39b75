import crypto from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { loadConfig, type AppConfig } from './platform/config.ts';
import { openDb, type Db } from './platform/db/index.ts';
import { migrate } from './platform/db/migrate.ts';
import context from './platform/http/context.ts';
import errorsPlugin from './platform/http/errors.ts';
import query from './platform/http/query.ts';
import plainText from './platform/http/plain-text.ts';
import security from './platform/http/security.ts';
import cookie from './platform/http/cookie.ts';
import multipart from './platform/http/multipart.ts';
import compress from './platform/http/compress.ts';
import swagger from './platform/http/swagger.ts';
import { buildSerializer, buildValidator } from './platform/http/schema-compilers.ts';
import auth from './platform/auth/plugin.ts';
import idempotency from './platform/http/idempotency.ts';
import overdue from './modules/receivables/routes/overdue-job.ts';
import live from './modules/notifications/routes/live-plugin.ts';
import mail from './platform/mail/plugin.ts';
import webStatic from './platform/http/static.ts';
import authRoutes from './modules/auth/routes/index.ts';
import productsRoutes from './modules/catalog/routes/index.ts';
import ordersRoutes from './modules/orders/routes/index.ts';
import documentsRoutes from './modules/documents/routes/index.ts';
import supportRoutes from './modules/support/routes/index.ts';
import dashboardRoutes from './modules/insights/routes/dashboard.ts';
import filesRoutes from './modules/files/routes/index.ts';
import retailerInsightsRoutes from './modules/insights/routes/retailer-insights.ts';
import pricingRulesRoutes from './modules/pricing/routes/index.ts';
import logisticsRoutes from './modules/logistics/routes/index.ts';
import paymentsRoutes from './modules/receivables/routes/payments.ts';
import financingRoutes from './modules/financing/routes/index.ts';
import retailerAccountsRoutes from './modules/receivables/routes/retailer-accounts.ts';
import receivablesRoutes from './modules/receivables/routes/index.ts';
import notificationsRoutes from './modules/notifications/routes/index.ts';
import eventsRoutes from './modules/notifications/routes/events.ts';
import teamRoutes from './modules/company/routes/team.ts';
import invitationsRoutes from './modules/company/routes/invitations.ts';
import healthRoutes from './platform/http/health.ts';
import profileRoutes from './modules/company/routes/profile.ts';
import companyRoutes from './modules/company/routes/settings.ts';
import searchRoutes from './modules/search/routes/index.ts';
import { seedDemoIfEmpty } from './seed/demo.ts';
import { openStorage } from './platform/storage/open-storage.ts';
import type { FileStorage } from './platform/storage/storage.ts';
import { withRequestLog } from './platform/http/request-log.ts';
import { sendTranslated } from './platform/i18n/index.ts';
import { sweepOrphanFiles } from './platform/storage/stored-files.ts';
import { registerComponents } from './platform/schemas/components.ts';
import { registerSignedInArea } from './platform/auth/signed-in-area.ts';
import { drainableConnections } from './platform/http/drain-connections.ts';

/**
 * Fastify's trustProxy for our setting. A hop count becomes proxy-addr's function "the first n
 * addresses (the socket's peer, then X-Forwarded-For from the right) are proxies": the client is
 * the address the outermost proxy appended, whatever a client wrote to the left of it. (Fastify 5
 * no longer takes a number itself.)
 */
function trustProxyOption(setting: AppConfig['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting;
}

/** The router's refusals, by Fastify's code: a broken percent escape, a path part over 4096 characters. */
const URL_PROBLEMS = {
  FST_ERR_BAD_URL: 'the address (URL) is not valid',
  FST_ERR_MAX_PARAM_LENGTH: 'a part of the address (URL) is too long',
} as const;
export const BAD_URL = `Invalid request: ${URL_PROBLEMS.FST_ERR_BAD_URL}`;
export const LONG_URL_PART = `Invalid request: ${URL_PROBLEMS.FST_ERR_MAX_PARAM_LENGTH}`;

export interface BuildOptions {
  config?: Partial<AppConfig>;
  /** An already-open database (tests, CLI); otherwise one is opened from the config and closed with the app. */
  db?: Db;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole application (API + static portal) as one Fastify instance; does not listen. */
export async function buildApp(opts: BuildOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig(process.env, opts.config);
  const app = Fastify({
    logger: withRequestLog(opts.logger, config.logLevel),
    trustProxy: trustProxyOption(config.trustProxy),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : crypto.randomUUID();
    },
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: true, useDefaults: true, allErrors: false } },
    schemaController: { compilersFactory: { buildValidator, buildSerializer } },
    // A URL the router cannot decode (`/api/seller/orders/%`) is refused in the API's own words.
    frameworkErrors: (err, request: FastifyRequest, reply: FastifyReply) => {
      const problem = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? URL_PROBLEMS.FST_ERR_MAX_PARAM_LENGTH : URL_PROBLEMS.FST_ERR_BAD_URL;
      void sendTranslated(request, reply.status(400), { message: `Invalid request: ${problem}`, errors: { url: problem } });
    },
    // Above any id or token: a path parameter too long for its route is refused by the route's
    // schema, naming the parameter, rather than by the router in words of its own.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 4096 },
  }).withTypeProvider<TypeBoxTypeProvider>();
  registerComponents(app);

  const ownsDb = !opts.db;
  let storage: FileStorage;
  const db = opts.db ?? (await openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, poolMax: config.databasePoolMax }));
  try {
    await migrate(db);
    storage = await openStorage(config, db, app.log);
    if (config.seedDemo) await seedDemoIfEmpty(db, config, app.log, storage);
  } catch (err) {
    if (ownsDb) await db.close();
    throw err;
  }
  if (ownsDb) app.addHook('onClose', async () => db.close());
  // A stop finishes the answers under way, then closes every connection (platform/http/drain-connections.ts).
  const connections = drainableConnections(app.server);
  app.addHook('preClose', async () => connections.drain());

  const { instanceName } = config;
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Which process of a cluster answered: for following one request through the balancer's logs.
    if (instanceName) reply.header('x-served-by', instanceName);
  });

  await app.register(context, { config, db, storage });
  await app.register(errorsPlugin);
  await app.register(plainText);
  await app.register(query);
  await app.register(security);
  await app.register(compress);
  await app.register(cookie);
  await app.register(multipart);
  await app.register(swagger);
  await app.register(auth);
  await app.register(idempotency);
  await app.register(mail);
  await app.register(overdue);
  await app.register(live);

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(invitationsRoutes, { prefix: '/api/invitations' });
  await app.register(dashboardRoutes, { prefix: '/api/dashboard' });
  // Each module serves its paths below the prefix it is registered under (modules/<capability>/README.md).
  await registerSignedInArea(app, {
    prefix: '/api/seller',
    verified: true,
    routes: [
      { plugin: productsRoutes, writes: 'catalog' },
      { plugin: ordersRoutes, writes: 'orders' },
      { plugin: retailerInsightsRoutes, writes: 'orders' },
      { plugin: pricingRulesRoutes, writes: 'pricing' },
      { plugin: logisticsRoutes, writes: 'logistics' },
      { plugin: paymentsRoutes, writes: 'payments' },
      { plugin: financingRoutes, writes: 'payments' },
      { plugin: retailerAccountsRoutes, writes: 'payments' },
      { plugin: receivablesRoutes, writes: 'payments' },
      { plugin: teamRoutes, writes: 'team' },
    ],
  });
  await registerSignedInArea(app, { prefix: '/api/documents', verified: false, routes: [{ plugin: documentsRoutes, writes: 'documents' }] });
  await registerSignedInArea(app, {
    prefix: '/api',
    verified: false,
    routes: [
      { plugin: supportRoutes, writes: 'support' },
      // Marking one's notifications read is one's own business.
      { plugin: notificationsRoutes, writes: 'self' },
      // So is one's own name and phone (Profile); the company's details are Settings (admins).
      { plugin: profileRoutes, writes: 'self' },
      { plugin: companyRoutes, writes: 'settings' },
      // Live updates: only reads.
      { plugin: eventsRoutes, writes: 'self' },
      // Reads only; it shows an unverified seller nothing from the modules it cannot open yet.
      { plugin: searchRoutes, writes: 'self' },
    ],
  });
  await app.register(filesRoutes, { prefix: '/api/files' });
  await app.register(webStatic);

  await app.ready();
  try {
    const swept = await sweepOrphanFiles(app.db, app.storage);
    if (swept > 0) app.log.info({ swept }, 'deleted old uploaded files that no row holds');
  } catch (err) {
    app.log.warn({ err }, 'could not sweep the uploads directory');
  }
  return app;
}

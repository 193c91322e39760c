import { randomUUID } from 'node:crypto';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyWebsocket from '@fastify/websocket';
import type { DatabaseClient } from '@zamalek/db/client';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { dailyBackup } from './backup/daily-backup';
import { feedFetchOptions } from './channels/fetch-options';
import { CHANNEX_QUIET_MS } from './channex/channex-job';
import { configuredChannexClient } from './channex/configured-client';
import { watchChannexChanges } from './channex/watch-changes';
import { DocumentStore } from './documents/store';
import { dataDir, type Env, linkOrigin, objectStore, webDistDir } from './env';
import { isDatabaseUnavailable, unavailableReason } from './errors';
import { registerAnalyticsCsvRoutes } from './http/analytics-csv';
import { registerAuthorityListRoute } from './http/authority-list';
import { registerCashExportRoutes } from './http/cash-exports';
import { registerChannexWebhookRoute } from './http/channex-webhook';
import { registerClientIp } from './http/client-ip';
import { registerCrawlerRoutes } from './http/crawlers';
import { registerDocumentRoutes } from './http/documents';
import { registerErrorHandler } from './http/error-handler';
import { registerGuestsCsvRoute } from './http/guests-csv';
import { registerHealthRoutes } from './http/health';
import { registerIcalExportRoute } from './http/ical-export';
import { registerLandlordExpenseRoutes } from './http/landlord-expenses';
import { listenForMetrics, registerMetricsRoutes } from './http/metrics';
import { registerOriginCheck } from './http/origin-check';
import { registerRegistrationCardRoute } from './http/registration-card-pdf';
import { registerRegistrationLinkPhotoRoute } from './http/registration-link-photos';
import { registerRegistrationPhotoRoutes } from './http/registration-photos';
import { registerRegistrationSignatureRoute } from './http/registration-signatures';
import { registerSecurityHeaders } from './http/security-headers';
import { registerStatementFileRoutes } from './http/statement-files';
import { registerSuitePhotoRoutes } from './http/suite-photos';
import { registerWebApp } from './http/web-app';
import { JobEngine } from './jobs/engine';
import { CHANNEX_JOB, MAIL_JOB, timedJobs } from './jobs/timed-jobs';
import { LiveHub } from './live/hub';
import { SocketRegistry } from './live/socket-registry';
import { loggedPath, serializeError } from './logging';
import { allAttachments, MailOutbox } from './mail/outbox';
import { fileTransport, smtpTransport } from './mail/transport';
import { AppMetrics } from './metrics/app-metrics';
import { statementAttachments } from './owners/statement-attachments';
import { PhotoStore } from './presentations/photo-store';
import { chromiumPdfPrinter, findChromium } from './receipts/pdf-printer';
import { receiptAttachments } from './receipts/receipt-attachments';
import { registrationLinkPersonalizer } from './registrations/mint-registration-link';
import type { AppServices } from './services';
import { createFastifyContext } from './trpc/context';
import { appRouter } from './trpc/router';
import { registerTrpcRoutes } from './trpc/routes';

/** The largest request body, and the largest WebSocket message, the server reads. */
const BODY_LIMIT_BYTES = 1024 * 1024;
/** WebSocket close code "Service Restart": the client reconnects. */
export const SERVICE_RESTART_CLOSE_CODE = 1012;

export interface BuildOptions {
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** The current moment for timed jobs (tests move it); the system clock by default. */
  clock?: () => Date;
  /** Whether this instance fires the cron schedules of timed jobs (default true). */
  schedules?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue of timed work (mail outbox, housekeeping, pre-arrival mail, digest). */
    jobs: JobEngine;
  }
}

function loggerOptions(
  env: Env,
  stream: BuildOptions['logStream'],
): FastifyServerOptions['logger'] {
  return {
    level: env.LOG_LEVEL,
    // Never log cookies or query strings (tRPC inputs may carry names and e-mails).
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        path: loggedPath(req.url),
      }),
      // Whitelisted fields only: no failed query's parameters, no SMTP reply text.
      err: serializeError,
    },
    ...(stream
      ? { stream }
      : env.NODE_ENV === 'development'
        ? { transport: { target: 'pino-pretty' } }
        : {}),
  };
}

export async function buildApp(env: Env, database: DatabaseClient, options: BuildOptions = {}) {
  const app = Fastify({
    logger: loggerOptions(env, options.logStream),
    trustProxy: env.TRUST_PROXY,
    routerOptions: { maxParamLength: 5000 },
    bodyLimit: BODY_LIMIT_BYTES,
    // Unique across instances, so one request's lines can be found in several instances' logs.
    genReqId: () => randomUUID(),
  });
  // The id goes back with the answer: a report of "it failed" can name its log lines.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandler(app);
  registerSecurityHeaders(app);

  const stopReportingConnectionErrors = database.onConnectionError((error) =>
    app.log.warn({ reason: unavailableReason(error) }, 'database connection lost; reconnecting'),
  );
  const live = new LiveHub(app.log);
  await live.start(database);
  const sockets = new SocketRegistry(database.db, app.log);
  await sockets.start(database);
  const transport = env.SMTP_URL
    ? smtpTransport(env.SMTP_URL)
    : fileTransport(path.join(dataDir(env), 'mail'));
  const chromiumPath = findChromium(env.CHROMIUM_PATH);
  const pdfPrinter = chromiumPath ? chromiumPdfPrinter(chromiumPath) : undefined;
  const outbox = new MailOutbox(
    database.db,
    transport,
    env.MAIL_FROM,
    app.log,
    allAttachments(
      receiptAttachments(database.db, pdfPrinter),
      statementAttachments(database.db, pdfPrinter),
    ),
    registrationLinkPersonalizer(database.db, linkOrigin(env)),
  );
  const files = objectStore(env);
  const documents = new DocumentStore(files);
  const photos = new PhotoStore(files);
  const clock = options.clock ?? (() => new Date());
  const mail = { kick: (at?: Date) => jobs.kick(MAIL_JOB, at) };
  const channex = configuredChannexClient(env);
  const jobs: JobEngine = new JobEngine(
    database,
    timedJobs({
      db: database.db,
      outbox,
      documents,
      clock,
      kickMail: mail.kick,
      feedFetch: feedFetchOptions(env),
      channex: channex && {
        client: channex,
        kick: (at: Date) => jobs.kick(CHANNEX_JOB, at),
        log: app.log,
      },
      backup: dailyBackup(env, { database, files }, clock, app.log),
    }),
    { timeZone: env.PROPERTY_TIMEZONE, log: app.log, schedules: options.schedules ?? true },
  );
  if (channex) watchChannexChanges(live, clock, (at) => jobs.kick(CHANNEX_JOB, at));
  // Mail queued while no instance ran goes out now.
  jobs.kick(MAIL_JOB);
  // In the background: the server serves while the database is unreachable, and the queue
  // starts once it is back.
  void jobs.start();
  app.decorate('jobs', jobs);
  app.log.info(`mail is delivered as ${transport.describe()}`);
  if (!pdfPrinter)
    app.log.warn(
      'no Chromium found (CHROMIUM_PATH): receipts and statements are mailed without PDF',
    );
  app.log.info(`documents and photos are kept as ${files.describe()}`);
  const metricsOn = env.METRICS_TOKEN !== undefined || env.METRICS_PORT !== undefined;
  const metrics = metricsOn
    ? new AppMetrics({ database, clock, openSockets: () => app.websocketServer?.clients.size ?? 0 })
    : null;
  const services: AppServices = {
    database,
    env,
    live,
    mail,
    channex: {
      configured: channex !== null,
      kick: () => {
        if (channex) jobs.kick(CHANNEX_JOB, new Date(clock().getTime() + CHANNEX_QUIET_MS + 500));
      },
    },
    documents,
    photos,
    metrics,
  };
  // First, so its timing hook sees every route registered below.
  registerMetricsRoutes(app, metrics, env.METRICS_TOKEN);

  // API replies in brotli or gzip (the calendar month, reports, lists). tRPC streams its replies,
  // so their size is unknown when the encoding is chosen and every one is compressed; other
  // replies from 1 kB. Static files come compressed from the build and are left as they are.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyCookie);
  registerClientIp(app);
  registerOriginCheck(app, env.PUBLIC_ORIGIN);
  await app.register(fastifyWebsocket, {
    options: { maxPayload: BODY_LIMIT_BYTES },
    // On shutdown every socket hears "restarting" (1012) and its client reconnects, through the
    // load balancer, to an instance still running; subscriptions resume there.
    preClose(done) {
      for (const client of this.websocketServer.clients) {
        client.close(SERVICE_RESTART_CLOSE_CODE, 'Server restarting');
      }
      this.websocketServer.close();
      done();
    },
  });
  await registerTrpcRoutes(app, {
    keepAlive: { enabled: true, pingMs: 30_000, pongWaitMs: 5_000 },
    router: appRouter,
    createContext: (req, res) => createFastifyContext(services, sockets, req, res),
    onError({ error, path }) {
      if (isDatabaseUnavailable(error)) {
        app.log.warn({ path, reason: unavailableReason(error) }, 'database unavailable');
      } else if (error.code === 'INTERNAL_SERVER_ERROR') {
        app.log.error({ err: error.cause ?? error, path }, 'procedure failed');
      }
    },
  });
  await registerDocumentRoutes(app, services);
  registerSuitePhotoRoutes(app, services);
  registerLandlordExpenseRoutes(app, services);
  registerGuestsCsvRoute(app, services);
  registerAnalyticsCsvRoutes(app, services);
  registerStatementFileRoutes(app, services, pdfPrinter);
  registerRegistrationSignatureRoute(app, services);
  registerRegistrationPhotoRoutes(app, services);
  registerRegistrationLinkPhotoRoute(app, services, clock);
  registerAuthorityListRoute(app, services, pdfPrinter, clock);
  registerRegistrationCardRoute(app, services, pdfPrinter);
  registerCashExportRoutes(app, services);
  registerIcalExportRoute(app, services);
  registerChannexWebhookRoute(app, services, channex, clock);
  registerHealthRoutes(app, { database, live, jobs });
  const metricsServer =
    metrics && env.METRICS_PORT
      ? await listenForMetrics(metrics, env.METRICS_PORT, env.HOST)
      : null;
  registerCrawlerRoutes(app, env.PUBLIC_ORIGIN, database.db);
  await registerWebApp(app, webDistDir(env), env.PUBLIC_ORIGIN, database.db);

  app.addHook('onClose', async () => {
    metricsServer?.close();
    await jobs.stop();
    await live.stop();
    await sockets.stop();
    await pdfPrinter?.close();
    stopReportingConnectionErrors();
  });
  return app;
}

import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyWebsocket from '@fastify/websocket';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import type { DatabaseClient } from '@zamalek/db/client';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { DocumentStore } from './documents/store';
import { dataDir, type Env, webDistDir } from './env';
import { isDatabaseUnavailable, unavailableReason } from './errors';
import { startHousekeeping } from './housekeeping';
import { registerDocumentRoutes } from './http/documents';
import { registerGuestsCsvRoute } from './http/guests-csv';
import { registerHealthRoutes } from './http/health';
import { registerOriginCheck } from './http/origin-check';
import { registerWebApp } from './http/web-app';
import { LiveHub } from './live/hub';
import { fileTransport, smtpTransport } from './mail/transport';
import { MailWorker } from './mail/worker';
import { type AppServices, createFastifyContext } from './trpc/context';
import { type AppRouter, appRouter } from './trpc/router';

function loggerOptions(env: Env): FastifyServerOptions['logger'] {
  return {
    level: env.LOG_LEVEL,
    // Never log cookies or query strings (tRPC inputs may carry names and e-mails).
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        path: req.url.split('?')[0],
      }),
    },
    ...(env.NODE_ENV === 'development' ? { transport: { target: 'pino-pretty' } } : {}),
  };
}

export async function buildApp(env: Env, database: DatabaseClient) {
  const app = Fastify({
    logger: loggerOptions(env),
    trustProxy: env.TRUST_PROXY,
    routerOptions: { maxParamLength: 5000 },
    bodyLimit: 1024 * 1024,
  });

  const stopReportingConnectionErrors = database.onConnectionError((error) =>
    app.log.warn({ reason: unavailableReason(error) }, 'database connection lost; reconnecting'),
  );
  const live = new LiveHub(app.log);
  await live.start(database);
  const transport = env.SMTP_URL
    ? smtpTransport(env.SMTP_URL)
    : fileTransport(path.join(dataDir(env), 'mail'));
  const mail = new MailWorker(database.db, transport, env.MAIL_FROM, app.log);
  mail.start();
  const housekeeping = startHousekeeping(database.db, app.log);
  app.log.info(`mail is delivered as ${transport.describe()}`);
  const documents = new DocumentStore(path.join(dataDir(env), 'documents'));
  const services: AppServices = { database, env, live, mail, documents };

  await app.register(fastifyCookie);
  registerOriginCheck(app, env.PUBLIC_ORIGIN);
  await app.register(fastifyWebsocket);
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    useWSS: true,
    keepAlive: { enabled: true, pingMs: 30_000, pongWaitMs: 5_000 },
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) =>
        createFastifyContext(services, req, 'setCookie' in res ? res : undefined),
      onError({ error, path }) {
        if (isDatabaseUnavailable(error)) {
          app.log.warn({ path, reason: unavailableReason(error) }, 'database unavailable');
        } else if (error.code === 'INTERNAL_SERVER_ERROR') {
          app.log.error({ err: error.cause ?? error, path }, 'procedure failed');
        }
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
  await registerDocumentRoutes(app, services);
  registerGuestsCsvRoute(app, services);
  registerHealthRoutes(app, database, live);
  await registerWebApp(app, webDistDir(env));

  app.addHook('onClose', async () => {
    await live.stop();
    await mail.stop();
    housekeeping.stop();
    stopReportingConnectionErrors();
  });
  return app;
}

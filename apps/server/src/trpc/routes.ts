import type { TRPCError } from '@trpc/server';
import { incomingMessageToRequest } from '@trpc/server/adapters/node-http';
import { getWSConnectionHandler } from '@trpc/server/adapters/ws';
import { resolveResponse } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { Context } from './context';
import type { AppRouter } from './router';

interface TrpcRouteOptions {
  router: AppRouter;
  /** The context of a request, or of a WebSocket connection (the socket in place of the reply). */
  createContext(req: FastifyRequest, res: FastifyReply | WebSocket): Promise<Context>;
  onError(details: { error: TRPCError; path: string | undefined }): void;
  /** The WebSocket's pings, so a dead connection is noticed and closed. */
  keepAlive: { enabled: boolean; pingMs: number; pongWaitMs: number };
}

/** tRPC's streamed formats: JSON lines (a streaming batch link) and server-sent events. */
function isStreamed(contentType: string | null): boolean {
  return contentType !== null && !contentType.startsWith('application/json');
}

/**
 * tRPC over HTTP (`/trpc/:path`) and over one WebSocket (`/trpc`), as tRPC's Fastify plugin
 * registers them, with one difference: a JSON answer is read whole and sent as a string. The
 * plugin hands Fastify a web Response, which it sends as a stream of unknown length, so every
 * answer, however small, went through brotli; as a string it has a Content-Length and the
 * compression plugin's threshold applies (a session check's or a count's few bytes go as they are).
 */
export async function registerTrpcRoutes(app: FastifyInstance, options: TrpcRouteOptions) {
  const { router, createContext, onError, keepAlive } = options;
  await app.register(async (scope) => {
    // tRPC reads the bodies itself (JSON, and form data for uploads).
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    scope.removeContentTypeParser('multipart/form-data');
    scope.addContentTypeParser('multipart/form-data', {}, (_req, body, done) => done(null, body));

    scope.all<{ Params: { path: string } }>('/trpc/:path', async (req, reply) => {
      const incoming = req.raw;
      if ('body' in req) Object.assign(incoming, { body: req.body });
      const response = await resolveResponse({
        router,
        req: incomingMessageToRequest(incoming, reply.raw, { maxBodySize: null }),
        path: req.params.path,
        error: null,
        createContext: () => createContext(req, reply),
        onError: ({ error, path }) => onError({ error, path }),
      });
      if (isStreamed(response.headers.get('content-type'))) return reply.send(response);
      reply.status(response.status);
      for (const [name, value] of response.headers) {
        if (name !== 'set-cookie') reply.header(name, value);
      }
      return reply.send(await response.text());
    });

    scope.get('/trpc', { websocket: true }, (socket, req) => {
      getWSConnectionHandler({
        router,
        createContext: () => createContext(req, socket),
        onError: ({ error, path }) => onError({ error, path }),
        keepAlive,
        wss: scope.websocketServer,
      })(socket, req.raw);
    });
  });
}

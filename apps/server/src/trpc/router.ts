import { createCallerFactory, createTRPCRouter } from './init';
import { authRouter } from './routers/auth';
import { liveRouter } from './routers/live';
import { publicRouter } from './routers/public';
import { reservationsRouter } from './routers/reservations';

export const appRouter = createTRPCRouter({
  auth: authRouter,
  live: liveRouter,
  public: publicRouter,
  reservations: reservationsRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);

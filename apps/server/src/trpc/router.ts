import { createCallerFactory, createTRPCRouter } from './init';
import { authRouter } from './routers/auth';
import { liveRouter } from './routers/live';
import { publicRouter } from './routers/public';

export const appRouter = createTRPCRouter({
  auth: authRouter,
  live: liveRouter,
  public: publicRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);

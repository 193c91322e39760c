import { createCallerFactory, createTRPCRouter } from './init';
import { authRouter } from './routers/auth';
import { liveRouter } from './routers/live';

export const appRouter = createTRPCRouter({
  auth: authRouter,
  live: liveRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);

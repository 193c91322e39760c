import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@zamalek/server/trpc/router';

/** What each procedure takes, e.g. `RouterInputs['reservations']['list']`. */
export type RouterInputs = inferRouterInputs<AppRouter>;
/** What each procedure answers (after superjson), e.g. `RouterOutputs['units']['list']`. */
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** The router names the app's queries live under (the first part of every tRPC query key). */
export type RouterName = keyof RouterOutputs;

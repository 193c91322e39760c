import type { inferOutput, TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@zamalek/server/trpc/router';

export type UserRow = inferOutput<TRPCOptionsProxy<AppRouter>['users']['list']>[number];

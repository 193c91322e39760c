import type { inferOutput, TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@zamalek/server/trpc/router';

export type RoomRow = inferOutput<TRPCOptionsProxy<AppRouter>['units']['list']>[number];

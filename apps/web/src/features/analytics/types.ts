import type { inferInput, inferOutput, TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@zamalek/server/trpc/router';

type AnalyticsApi = TRPCOptionsProxy<AppRouter>['analytics'];

export type AnalyticsOverview = inferOutput<AnalyticsApi['overview']>;
export type SourceRow = AnalyticsOverview['bySource'][number];
export type DailyRow = AnalyticsOverview['daily'][number];
export type RoomRow = inferOutput<AnalyticsApi['byRoom']>[number];
export type GuestReport = inferOutput<AnalyticsApi['byGuest']>;
export type GuestRow = GuestReport['rows'][number];
export type GuestReportInput = inferInput<AnalyticsApi['byGuest']>;

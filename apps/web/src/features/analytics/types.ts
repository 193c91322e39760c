import type { RouterOutputs } from '@/lib/router-types';

export type AnalyticsOverview = RouterOutputs['analytics']['overview'];
export type SourceRow = AnalyticsOverview['bySource'][number];
export type RoomRevenueRow = RouterOutputs['analytics']['byRoom'][number];
export type GuestReport = RouterOutputs['analytics']['byGuest'];
export type GuestRevenueRow = GuestReport['rows'][number];

import type { RouterOutputs } from '@/lib/router-types';

export type AnalyticsOverview = RouterOutputs['analytics']['overview'];
export type SourceRow = AnalyticsOverview['bySource'][number];
export type RoomRevenue = RouterOutputs['analytics']['byRoom'];
export type RoomRevenueRow = RoomRevenue['rows'][number];
export type GuestReport = RouterOutputs['analytics']['byGuest'];
export type GuestRevenueRow = GuestReport['rows'][number];
export type LandlordsPeriod = RouterOutputs['analytics']['landlords'];

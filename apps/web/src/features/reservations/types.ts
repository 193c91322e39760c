import type { inferInput, inferOutput, TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@zamalek/server/trpc/router';

type ReservationsApi = TRPCOptionsProxy<AppRouter>['reservations'];

export type ReservationListInput = inferInput<ReservationsApi['list']>;
export type ReservationListRow = inferOutput<ReservationsApi['list']>['rows'][number];
export type ReservationSortKey = NonNullable<ReservationListInput['sort']>;
export type ReservationStatusFilter = NonNullable<ReservationListInput['status']>;
export type ReservationDetail = inferOutput<ReservationsApi['byId']>;
export type ReservationDocument = ReservationDetail['documents'][number];
export type UnitOption = inferOutput<ReservationsApi['unitOptions']>[number];

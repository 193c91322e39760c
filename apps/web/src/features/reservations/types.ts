import type { RouterInputs, RouterOutputs } from '@/lib/router-types';

export type ReservationListRow = RouterOutputs['reservations']['list']['rows'][number];
export type ReservationSortKey = NonNullable<RouterInputs['reservations']['list']['sort']>;

import type { RouterOutputs } from '@/lib/router-types';

export type ReservationDetail = RouterOutputs['reservations']['byId'];
export type ReservationDocument = ReservationDetail['documents'][number];

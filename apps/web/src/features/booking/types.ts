import type { guestDetailsSchema } from '@zamalek/domain/booking';
import type { z } from 'zod';
import type { RouterOutputs } from '@/lib/router-types';
import type { unpackAvailability } from './use-availability';

export type PublicSuite = RouterOutputs['public']['suites'][number];
export type PackedAvailability = RouterOutputs['public']['availability'];
export type Availability = ReturnType<typeof unpackAvailability>;
export type AvailableSuite = Availability['suites'][number];
export type BookingResult = RouterOutputs['public']['book'];
export type ReviewQuote = RouterOutputs['public']['quote'];

/** Step 2's answers once validated (blank names dropped, optional fields defaulted). */
export type GuestDetails = z.output<typeof guestDetailsSchema>;
export type GuestInput = z.input<typeof guestDetailsSchema>;

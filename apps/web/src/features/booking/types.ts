import type { inferInput, inferOutput, TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { guestDetailsSchema } from '@zamalek/domain/booking';
import type { AppRouter } from '@zamalek/server/trpc/router';
import type { z } from 'zod';

type PublicApi = TRPCOptionsProxy<AppRouter>['public'];

export type PublicSuite = inferOutput<PublicApi['suites']>[number];
export type Availability = inferOutput<PublicApi['availability']>;
export type AvailableSuite = Availability['suites'][number];
export type BookingInput = inferInput<PublicApi['book']>;
export type BookingResult = inferOutput<PublicApi['book']>;

/** Step 2's answers once validated (blank names dropped, optional fields defaulted). */
export type GuestDetails = z.output<typeof guestDetailsSchema>;
export type GuestInput = z.input<typeof guestDetailsSchema>;

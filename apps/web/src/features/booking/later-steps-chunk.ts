import { guestDetailsSchema } from '@zamalek/domain/booking';
import type { GuestDraft } from './guest-draft';

export { describeBookingFailure } from './booking-errors';
export { StepGuests } from './step-guests';
export { StepReview } from './step-review';

/** Step 2's answers checked as the booking will be: the review needs them valid. */
export function checkGuest(draft: GuestDraft) {
  return guestDetailsSchema.safeParse(draft);
}

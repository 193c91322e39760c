// No imports: money.ts reads this, and money.ts ships with every public page, which must not
// bring the walk-in form's schema (zod) with it.

/** The booking source of a walk-in: "Others" with "Walk-in" as its detail (`composeSource`). */
export const WALK_IN_SOURCE = 'Others - Walk-in';

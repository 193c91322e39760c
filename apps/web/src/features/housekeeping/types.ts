import type { RouterOutputs } from '@/lib/router-types';

/** One room on the housekeeping board, with the statuses the signed-in user may give it. */
export type BoardRoom = RouterOutputs['units']['housekeepingBoard']['rooms'][number];

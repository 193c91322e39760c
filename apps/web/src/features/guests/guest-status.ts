import { DISPLAY_STATUSES, type DisplayStatus } from '@zamalek/domain/stays';

/** A guest row's status as a display status, when it is one (it always is from the server). */
export function asDisplayStatus(status: string): DisplayStatus | undefined {
  return DISPLAY_STATUSES.find((candidate) => candidate === status);
}

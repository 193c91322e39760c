import type { RouterOutputs } from '@/lib/router-types';

export type UserRow = RouterOutputs['users']['list'][number];

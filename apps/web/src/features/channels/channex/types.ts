import type { RouterOutputs } from '@/lib/router-types';

export type ChannexOverview = RouterOutputs['channex']['overview'];
export type ChannexRoomType = ChannexOverview['roomTypes'][number];
export type ChannexHealth = ChannexOverview['health'];

import type { RouterOutputs } from '@/lib/router-types';

type ChannelsOverview = RouterOutputs['channels']['overview'];
export type ExportRoom = ChannelsOverview['rooms'][number];
export type ChannelFeed = ChannelsOverview['feeds'][number];
export type ChannelConflict = ChannelsOverview['conflicts'][number];

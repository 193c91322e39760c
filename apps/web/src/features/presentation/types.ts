import type { RouterOutputs } from '@/lib/router-types';

export type RoomTypePresentation = RouterOutputs['presentations']['list'][number];
export type PresentedRoom = RoomTypePresentation['rooms'][number];
export type PresentedPhoto = RoomTypePresentation['photos'][number];

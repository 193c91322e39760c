import type { IsoDate } from '../dates';
import { collapseDays } from './ari-ranges';

/** Where a property and its room types are on the channel manager (Channex ids). */
export interface ChannexMapping {
  propertyId: string;
  /** Our room type id → Channex room type id; a room type not mapped is not sent. */
  roomTypes: ReadonlyMap<string, string>;
}

/** One entry of Channex's `POST /api/v1/availability` (dates inclusive). */
export interface AvailabilityValue {
  property_id: string;
  room_type_id: string;
  date_from: IsoDate;
  date_to: IsoDate;
  availability: number;
}

/**
 * The body of an availability push: each mapped room type's rooms free each night, consecutive
 * nights with the same count as one range. A count below zero (never expected) is sent as 0.
 */
export function availabilityValues(
  mapping: ChannexMapping,
  nights: readonly { roomTypeId: string; date: IsoDate; available: number }[],
): { values: AvailabilityValue[] } {
  const mapped = nights.flatMap((night) => {
    const roomTypeId = mapping.roomTypes.get(night.roomTypeId);
    return roomTypeId
      ? [{ key: roomTypeId, date: night.date, value: Math.max(0, night.available) }]
      : [];
  });
  return {
    values: collapseDays(mapped).map((range) => ({
      property_id: mapping.propertyId,
      room_type_id: range.key,
      date_from: range.dateFrom,
      date_to: range.dateTo,
      availability: range.value,
    })),
  };
}

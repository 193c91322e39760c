import { z } from 'zod';
import { tooLongMessage } from './form-fields';

/** A room type's short name as staff know it ("Studio"): unique in its property, any case. */
export const roomTypeCodeSchema = z
  .string('Room type is required')
  .trim()
  .min(1, 'Room type is required')
  .max(60, tooLongMessage('Room type', 60));

import {
  photoIdSchema,
  photoOrderSchema,
  suitePresentationSchema,
  unitPublicNameSchema,
} from '@zamalek/domain/suite-presentation';
import { orderPhotos } from '../../presentations/order-photos';
import { presentationOverview } from '../../presentations/overview';
import { removePhoto } from '../../presentations/remove-photo';
import { savePresentation } from '../../presentations/save';
import { setPublicName } from '../../presentations/set-public-name';
import { capabilityProcedure, createTRPCRouter } from '../init';

/** How the public site presents each room type; photos are added over HTTP (`/api/suite-photos`). */
const presentProcedure = capabilityProcedure(
  'rooms.present',
  'You do not have permission to change how rooms are presented.',
);

export const presentationsRouter = createTRPCRouter({
  list: presentProcedure.query(({ ctx }) =>
    presentationOverview(ctx.db, { propertyId: ctx.property.id }),
  ),

  save: presentProcedure
    .input(suitePresentationSchema)
    .mutation(({ ctx, input }) => savePresentation(ctx.db, ctx.user, input)),

  setPublicName: presentProcedure
    .input(unitPublicNameSchema)
    .mutation(({ ctx, input }) => setPublicName(ctx.db, ctx.user, input)),

  /** The first photo is the cover. */
  orderPhotos: presentProcedure
    .input(photoOrderSchema)
    .mutation(({ ctx, input }) => orderPhotos(ctx.db, ctx.user, input)),

  removePhoto: presentProcedure
    .input(photoIdSchema)
    .mutation(({ ctx, input }) => removePhoto(ctx.db, ctx.user, input, { photos: ctx.photos })),
});

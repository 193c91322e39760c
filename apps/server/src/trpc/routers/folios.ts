import {
  keepSecuritySchema,
  moveChargeSchema,
  postChargeSchema,
  recordPaymentSchema,
  refundSchema,
  reverseJournalSchema,
} from '@zamalek/domain/ledger/forms';
import { z } from 'zod';
import { keepSecurityDeposit } from '../../folios/keep-security';
import { moveCharge } from '../../folios/move-charge';
import { offeredExtras } from '../../folios/offered-extras';
import { postCharge } from '../../folios/post-charge';
import { recordPayment } from '../../folios/record-payment';
import { refund } from '../../folios/refund';
import { reverseJournal } from '../../folios/reverse-journal';
import { readStayFolios } from '../../folios/stay-folios';
import { capabilityProcedure, createTRPCRouter } from '../init';

const viewProcedure = capabilityProcedure(
  'folio.view',
  'You do not have permission to see folios.',
);
const postProcedure = capabilityProcedure(
  'folio.post',
  'You do not have permission to post charges or take payments.',
);
const transferProcedure = capabilityProcedure(
  'folio.transfer',
  "You do not have permission to move charges to a company's account.",
);
const correctProcedure = capabilityProcedure(
  'folio.correct',
  'You do not have permission to refund or correct folio entries.',
);

/** A stay's money: its folios, extras, payments and deposits, refunds and corrections. */
export const foliosRouter = createTRPCRouter({
  stay: viewProcedure
    .input(z.object({ reservationId: z.uuid() }))
    .query(({ ctx, input }) =>
      readStayFolios(ctx.db, { propertyId: ctx.property.id, reservationId: input.reservationId }),
    ),

  extras: postProcedure.query(({ ctx }) => offeredExtras(ctx.db, ctx.user)),

  charge: postProcedure
    .input(postChargeSchema)
    .mutation(({ ctx, input }) => postCharge(ctx.db, ctx.user, input)),

  pay: postProcedure
    .input(recordPaymentSchema)
    .mutation(({ ctx, input }) => recordPayment(ctx.db, ctx.user, input)),

  refund: correctProcedure
    .input(refundSchema)
    .mutation(({ ctx, input }) => refund(ctx.db, ctx.user, input)),

  moveCharge: transferProcedure
    .input(moveChargeSchema)
    .mutation(({ ctx, input }) => moveCharge(ctx.db, ctx.user, input)),

  keepSecurity: correctProcedure
    .input(keepSecuritySchema)
    .mutation(({ ctx, input }) => keepSecurityDeposit(ctx.db, ctx.user, input)),

  reverse: correctProcedure
    .input(reverseJournalSchema)
    .mutation(({ ctx, input }) => reverseJournal(ctx.db, ctx.user, input)),
});

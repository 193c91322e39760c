import { statementMonthSchema } from '@zamalek/domain/owners/statement';
import { z } from 'zod';
import { draftStatement } from '../../owners/draft-statement';
import { issueStatement } from '../../owners/issue-statement';
import { mailStatement } from '../../owners/mail-statement';
import { readStatement } from '../../owners/read-statement';
import { capabilityProcedure } from '../init';

const landlordsProcedure = capabilityProcedure(
  'landlords.manage',
  'You do not have permission to manage landlords.',
);

/** The Landlords pages' statements: drafted, issued (and mailed), read, mailed again. */
export const landlordStatements = {
  draftStatement: landlordsProcedure
    .input(statementMonthSchema)
    .query(({ ctx, input }) => draftStatement(ctx.db, { propertyId: ctx.property.id }, input)),

  issueStatement: landlordsProcedure
    .input(statementMonthSchema)
    .mutation(({ ctx, input }) => issueStatement(ctx.db, ctx.user, ctx, input)),

  statement: landlordsProcedure
    .input(z.object({ id: z.uuid() }))
    .query(({ ctx, input }) =>
      readStatement(ctx.db, { propertyId: ctx.property.id, id: input.id }),
    ),

  /** Sends the statement, with its PDF, to the landlord's address again. */
  mailStatement: landlordsProcedure
    .input(z.object({ id: z.uuid() }))
    .mutation(({ ctx, input }) => mailStatement(ctx.db, ctx.user, ctx, input)),
};

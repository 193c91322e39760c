import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormAlert } from '@/components/form/form-alert';
import { FormDialog } from '@/components/form/form-dialog';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { trpcErrorMessage } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';
import { FolioFormHeader } from '../folio/folio-fields';
import { useLandlordMutationHandlers } from './landlord-mutations';
import { monthName, StatementView } from './statement-view';

/**
 * Issuing a landlord's statement of a month: what it would say, read from the ledger now, then
 * issued and locked.
 */
export function IssueStatementDialog({
  landlord,
  onClose,
}: {
  landlord: { id: string; name: string; nextMonth: string };
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const [month, setMonth] = useState(landlord.nextMonth);
  const input = { landlordId: landlord.id, month };
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
  const draft = useQuery({
    ...trpc.landlords.draftStatement.queryOptions(input),
    enabled: valid,
    retry: false,
  });
  const { failure, handlers } = useLandlordMutationHandlers(
    `Statement of ${valid ? monthName(month) : month} issued to ${landlord.name}`,
    onClose,
  );
  const issue = useMutation(trpc.landlords.issueStatement.mutationOptions(handlers));
  return (
    <FormDialog open onOpenChange={(next) => !next && !issue.isPending && onClose()}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-4xl">
        <FolioFormHeader
          title={`Statement for ${landlord.name}`}
          description="Read from the ledger as it stands. Once issued it is locked: later corrections appear on the next statement."
        />
        <div className="grid max-w-xs gap-1">
          <Label htmlFor="statement-month">Month</Label>
          <Input
            id="statement-month"
            type="month"
            value={month}
            onChange={(event) => setMonth(event.target.value)}
          />
        </div>
        {failure && <FormAlert>{failure}</FormAlert>}
        {draft.error ? (
          <FormAlert>
            {trpcErrorMessage(draft.error) ?? 'Could not read the statement. Please try again.'}
          </FormAlert>
        ) : draft.data ? (
          <StatementView content={draft.data} />
        ) : (
          valid && <Spinner label="Reading the statement" />
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={issue.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button
            type="button"
            disabled={!draft.data || issue.isPending}
            onClick={() => issue.mutate(input)}
          >
            {issue.isPending && <Spinner label="Issuing the statement" />}
            {issue.isPending ? 'Issuing...' : 'Issue statement'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </FormDialog>
  );
}

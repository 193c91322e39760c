import { useQuery } from '@tanstack/react-query';
import { SALES_SOURCE_MAX_LENGTH } from '@zamalek/domain/sales-source';
import type * as React from 'react';
import { FormField, fieldAria } from '@/components/form/form-field';
import { Input } from '@/components/ui/input';
import { useTRPC } from '@/lib/trpc';

const HINT =
  'The booking source this person sells under: My Reservations shows them the stays with exactly this source. Leave blank for none.';

/**
 * The Users dialogs' "Sales source" field: free text, with the unlinked sources of stored stays
 * offered as suggestions so the link is spelt exactly as those stays.
 */
export function SalesSourceField({
  id,
  error,
  ...input
}: { id: string; error: string | undefined } & Omit<
  React.ComponentProps<typeof Input>,
  'id' | 'list'
>) {
  const trpc = useTRPC();
  const suggestions = useQuery(trpc.users.salesSourceSuggestions.queryOptions());
  const listId = `${id}-suggestions`;
  return (
    <FormField id={id} label="Sales source" error={error} hint={HINT}>
      <Input
        {...fieldAria(id, error, true)}
        autoComplete="off"
        placeholder="Not linked"
        maxLength={SALES_SOURCE_MAX_LENGTH}
        list={listId}
        {...input}
      />
      <datalist id={listId}>
        {(suggestions.data ?? []).map((source) => (
          <option key={source} value={source} />
        ))}
      </datalist>
    </FormField>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AUTHORITY_LIST_FIELD_LABELS,
  AUTHORITY_LIST_FIELDS,
  type AuthorityListField,
  authorityListFieldsSchema,
} from '@zamalek/domain/registrations/authority-list';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form/form-alert';
import { schemaResolver } from '@/components/form/schema-resolver';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { refusalMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

interface Values {
  fields: Partial<Record<AuthorityListField, boolean>>;
}

const chosenOf = (saved: readonly AuthorityListField[]): Values['fields'] =>
  Object.fromEntries(AUTHORITY_LIST_FIELDS.map((field) => [field, saved.includes(field)]));

/**
 * The columns of the list for the authorities (CSV and PDF), in the order listed here: at least
 * one. Part of Settings → Guest registration.
 */
export function RegistrationListFieldsForm() {
  const trpc = useTRPC();
  const saved = useQuery(trpc.settings.registrationList.queryOptions());
  if (!saved.data) return null;
  return <ListFieldsForm saved={saved.data.fields} />;
}

function ListFieldsForm({ saved }: { saved: AuthorityListField[] }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: schemaResolver(authorityListFieldsSchema, (values: Values) => ({
      fields: AUTHORITY_LIST_FIELDS.filter((field) => values.fields[field] === true),
    })),
    values: { fields: chosenOf(saved) },
  });
  const update = useMutation(
    trpc.settings.updateRegistrationList.mutationOptions({
      onSuccess: async () => {
        toast.success('List columns saved');
        await queryClient.invalidateQueries({
          queryKey: trpc.settings.registrationList.queryKey(),
        });
      },
      onError: (failure) =>
        form.setError('root', {
          message: refusalMessage(failure) ?? 'Could not save the list columns.',
        }),
    }),
  );
  const chosen = form.watch('fields');
  const error = form.formState.errors.fields?.message ?? form.formState.errors.root?.message;
  return (
    <form
      aria-label="Columns of the list for the authorities"
      onSubmit={form.handleSubmit((values) => update.mutate(values))}
      noValidate
      className="mt-6 grid gap-3 border-t pt-4"
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium text-sm">
          Columns of the list for the authorities (CSV and PDF), in this order
        </legend>
        {error && <FormAlert>{error}</FormAlert>}
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {AUTHORITY_LIST_FIELDS.map((field) => (
            <div key={field} className="flex items-center gap-2">
              <Checkbox
                id={`settings-list-field-${field}`}
                checked={chosen[field] === true}
                onCheckedChange={(checked) =>
                  form.setValue(`fields.${field}`, checked === true, { shouldDirty: true })
                }
              />
              <Label htmlFor={`settings-list-field-${field}`}>
                {AUTHORITY_LIST_FIELD_LABELS[field]}
              </Label>
            </div>
          ))}
        </div>
      </fieldset>
      <Button
        type="submit"
        className="justify-self-start"
        disabled={update.isPending || !form.formState.isDirty}
      >
        Save list columns
      </Button>
    </form>
  );
}

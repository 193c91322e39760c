import { useQuery } from '@tanstack/react-query';
import type { ManualReservationInput } from '@zamalek/domain/manual-reservation';
import { SOURCE_OTHERS, sourceChoices } from '@zamalek/domain/manual-reservation';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { FormField, fieldAria, fieldId } from '@/components/form/form-field';
import { Input } from '@/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { CreateFormValues } from '@/features/create-reservation/create-form';
import { useTRPC } from '@/lib/trpc';

const P = 'create';

/** Booking source (linked sales sources, KSS, Booking.com, Others + text) and notes. */
export function BookingSection({
  form,
}: {
  form: UseFormReturn<CreateFormValues, unknown, ManualReservationInput>;
}) {
  const trpc = useTRPC();
  const names = useQuery(trpc.reservations.sourceNames.queryOptions());
  const source = useWatch({ control: form.control, name: 'source' });
  const choices = sourceChoices(names.data ?? []);
  const { errors } = form.formState;
  const sourceError = errors.source?.message;
  const specificationError = errors.sourceSpecification?.message;
  const notesError = errors.notes?.message;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        compact
        id={fieldId(P, 'source')}
        label="Booking source"
        required
        error={sourceError}
      >
        <Controller
          control={form.control}
          name="source"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger
                className="w-full"
                {...fieldAria(fieldId(P, 'source'), sourceError)}
                ref={field.ref}
              >
                <SelectValue placeholder="Select source" />
              </SelectTrigger>
              <SelectContent>
                {choices.map((choice) => (
                  <SelectItem key={choice} value={choice}>
                    {choice}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </FormField>
      {source === SOURCE_OTHERS && (
        <FormField
          compact
          id={fieldId(P, 'sourceSpecification')}
          label="Specify source"
          required
          error={specificationError}
        >
          <Input
            {...fieldAria(fieldId(P, 'sourceSpecification'), specificationError)}
            placeholder="e.g. Instagram, walk-in, travel agent"
            maxLength={120}
            {...form.register('sourceSpecification')}
          />
        </FormField>
      )}
      <FormField
        compact
        id={fieldId(P, 'notes')}
        label="Notes"
        error={notesError}
        className="sm:col-span-2"
      >
        <Textarea
          {...fieldAria(fieldId(P, 'notes'), notesError)}
          rows={3}
          maxLength={2000}
          placeholder="Arrival time, special requests…"
          {...form.register('notes')}
        />
      </FormField>
    </div>
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AMENITIES,
  AMENITY_LABELS,
  type Amenity,
  suitePresentationSchema,
} from '@zamalek/domain/suite-presentation';
import { Controller, useForm } from 'react-hook-form';
import { FormField, fieldAria } from '@/components/form/form-field';
import { schemaResolver } from '@/components/form/schema-resolver';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { refusalMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import { draftOf, inputOf, type PresentationDraft } from './presentation-draft';
import type { RoomTypePresentation } from './types';

type Field = keyof PresentationDraft;
type TextField = Exclude<Field, 'amenities'>;
const FIELDS: readonly Field[] = [
  'code',
  'name',
  'nameAr',
  'description',
  'descriptionAr',
  'highlights',
  'highlightsAr',
  'amenities',
];
const fieldOf = (path: readonly PropertyKey[]) => FIELDS.find((field) => field === path[0]) ?? null;

/** The room type's public words in English and Arabic (Arabic optional) and its amenities. */
export function PresentationForm({
  type,
  idPrefix,
}: {
  type: RoomTypePresentation;
  idPrefix: string;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // A colleague's save arrives with the list and is shown.
  const form = useForm({
    resolver: schemaResolver(
      suitePresentationSchema,
      (draft: PresentationDraft) => inputOf(type.id, draft),
      { fieldOf },
    ),
    values: draftOf(type, AMENITIES),
  });
  const { errors } = form.formState;
  const id = (field: Field) => `${idPrefix}-${field}`;

  const save = useMutation(
    trpc.presentations.save.mutationOptions({
      onSuccess: async () => {
        toast.success(`${type.unitType}: presentation saved`);
        await queryClient.invalidateQueries({ queryKey: trpc.presentations.list.queryKey() });
      },
      onError: (failure) =>
        form.setError('root.server', {
          message: refusalMessage(failure) ?? 'Could not save the presentation.',
        }),
    }),
  );

  const text = (
    field: TextField,
    label: string,
    arabic: boolean,
    { required = false, hint }: { required?: boolean; hint?: string } = {},
  ) => (
    <FormField
      id={id(field)}
      label={label}
      error={errors[field]?.message}
      required={required}
      hint={hint}
    >
      <Input
        {...fieldAria(id(field), errors[field]?.message)}
        maxLength={field === 'code' ? 60 : 80}
        {...(arabic ? { dir: 'rtl', lang: 'ar' } : {})}
        {...form.register(field)}
      />
    </FormField>
  );
  const area = (field: TextField, label: string, arabic: boolean, hint: string, rows = 3) => (
    <FormField id={id(field)} label={label} error={errors[field]?.message} hint={hint}>
      <Textarea
        {...fieldAria(id(field), errors[field]?.message, true)}
        rows={rows}
        {...(arabic ? { dir: 'rtl', lang: 'ar' } : {})}
        {...form.register(field)}
      />
    </FormField>
  );
  const toggled = (chosen: readonly Amenity[], amenity: Amenity, on: boolean) =>
    on
      ? AMENITIES.filter((key) => key === amenity || chosen.includes(key))
      : chosen.filter((key) => key !== amenity);

  return (
    <form
      onSubmit={form.handleSubmit((input) => save.mutate(input))}
      noValidate
      className="grid gap-5"
      aria-label={`${type.unitType} words`}
    >
      <div className="grid gap-4 md:grid-cols-2">
        {text('code', 'Room type', false, {
          required: true,
          hint: 'As staff know it, on the Rooms, Rates and Calendar pages.',
        })}
        <div className="hidden md:block" />
        {text('name', 'Public name', false, { required: true })}
        {text('nameAr', 'Public name (Arabic)', true)}
        {area('description', 'Description', false, 'Up to 1000 characters.', 4)}
        {area(
          'descriptionAr',
          'Description (Arabic)',
          true,
          'Left blank, Arabic pages show the English.',
          4,
        )}
        {area('highlights', 'Highlights', false, 'One a line, up to 6.')}
        {area('highlightsAr', 'Highlights (Arabic)', true, 'One a line, up to 6.')}
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-medium text-sm">Amenities</legend>
        <Controller
          control={form.control}
          name="amenities"
          render={({ field }) => (
            <div className="grid grid-cols-1 gap-x-4 gap-y-2.5 sm:grid-cols-2 lg:grid-cols-3">
              {AMENITIES.map((amenity) => {
                const box = `${idPrefix}-amenity-${amenity}`;
                return (
                  <div key={amenity} className="flex items-center gap-2">
                    <Checkbox
                      id={box}
                      checked={field.value.includes(amenity)}
                      onCheckedChange={(checked) =>
                        field.onChange(toggled(field.value, amenity, checked === true))
                      }
                    />
                    <Label htmlFor={box} className="font-normal">
                      {AMENITY_LABELS[amenity]}
                    </Label>
                  </div>
                );
              })}
            </div>
          )}
        />
      </fieldset>
      {errors.root?.server && (
        <p role="alert" className="text-destructive text-sm">
          {errors.root.server.message}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
          {save.isPending && <Spinner label="Saving" />}
          Save {type.unitType}
        </Button>
      </div>
    </form>
  );
}

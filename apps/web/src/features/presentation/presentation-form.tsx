import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AMENITIES,
  AMENITY_LABELS,
  type Amenity,
  suitePresentationSchema,
} from '@zamalek/domain/suite-presentation';
import { type FormEvent, useEffect, useState } from 'react';
import { FormField, fieldAria } from '@/components/form/form-field';
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
type Errors = Partial<Record<Field | 'form', string>>;

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
  const [draft, setDraft] = useState(() => draftOf(type, AMENITIES));
  const [errors, setErrors] = useState<Errors>({});
  const savedKey = JSON.stringify(type.presentation);
  // A colleague's save arrives with the list; show it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by content, not identity
  useEffect(() => setDraft(draftOf(type, AMENITIES)), [savedKey]);

  const id = (field: Field) => `${idPrefix}-${field}`;
  const set = <K extends Field>(field: K, value: PresentationDraft[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const save = useMutation(
    trpc.presentations.save.mutationOptions({
      onSuccess: async () => {
        toast.success(`${type.unitType}: presentation saved`);
        await queryClient.invalidateQueries({ queryKey: trpc.presentations.list.queryKey() });
      },
      onError: (failure) =>
        setErrors({ form: refusalMessage(failure) ?? 'Could not save the presentation.' }),
    }),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = suitePresentationSchema.safeParse(inputOf(type.unitType, draft));
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (typeof field === 'string' && field in draft && !found[field as Field]) {
          found[field as Field] = issue.message;
        }
      }
      setErrors(found);
      const first = Object.keys(found)[0] as Field | undefined;
      if (first) document.getElementById(id(first))?.focus();
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };

  const text = (field: Field, label: string, arabic: boolean, required = false) => (
    <FormField id={id(field)} label={label} error={errors[field]} required={required}>
      <Input
        {...fieldAria(id(field), errors[field])}
        value={String(draft[field])}
        onChange={(event) => set(field, event.target.value)}
        maxLength={80}
        {...(arabic ? { dir: 'rtl', lang: 'ar' } : {})}
      />
    </FormField>
  );
  const area = (field: Field, label: string, arabic: boolean, hint: string, rows = 3) => (
    <FormField id={id(field)} label={label} error={errors[field]} hint={hint}>
      <Textarea
        {...fieldAria(id(field), errors[field], true)}
        value={String(draft[field])}
        onChange={(event) => set(field, event.target.value)}
        rows={rows}
        {...(arabic ? { dir: 'rtl', lang: 'ar' } : {})}
      />
    </FormField>
  );
  const toggle = (amenity: Amenity, on: boolean) =>
    set(
      'amenities',
      on
        ? AMENITIES.filter((key) => key === amenity || draft.amenities.includes(key))
        : draft.amenities.filter((key) => key !== amenity),
    );

  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-label={`${type.unitType} words`}>
      <div className="grid gap-4 md:grid-cols-2">
        {text('name', 'Public name', false, true)}
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
        <div className="grid grid-cols-1 gap-x-4 gap-y-2.5 sm:grid-cols-2 lg:grid-cols-3">
          {AMENITIES.map((amenity) => {
            const box = `${idPrefix}-amenity-${amenity}`;
            return (
              <div key={amenity} className="flex items-center gap-2">
                <Checkbox
                  id={box}
                  checked={draft.amenities.includes(amenity)}
                  onCheckedChange={(checked) => toggle(amenity, checked === true)}
                />
                <Label htmlFor={box} className="font-normal">
                  {AMENITY_LABELS[amenity]}
                </Label>
              </div>
            );
          })}
        </div>
      </fieldset>
      {errors.form && (
        <p role="alert" className="text-destructive text-sm">
          {errors.form}
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

import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  GUEST_TEXT_MAX,
  PRE_ARRIVAL_INSTRUCTIONS_MAX,
  type PropertyDetailsInput,
  propertyDetailsSchema,
} from '@zamalek/domain/settings';
import { type FormEvent, useEffect, useState } from 'react';
import { FormField, fieldAria } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { refusalMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

type Field = keyof PropertyDetailsInput;
type Errors = Partial<Record<Field | 'form', string>>;

const id = (field: Field) => `settings-property-${field}`;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

function sameDetails(a: PropertyDetailsInput, b: PropertyDetailsInput) {
  return (Object.keys(a) as Field[]).every((key) => a[key] === b[key]);
}

/**
 * The property's details (admins): name, address, phone, check-in and check-out times, the
 * pre-arrival instructions e-mailed to guests the day before arrival, and the daily digest's hour.
 */
export function PropertyCard({ saved }: { saved: PropertyDetailsInput }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<Errors>({});
  const savedKey = JSON.stringify(saved);
  // Another admin's change arrives live; show it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by content, not identity
  useEffect(() => setValues(saved), [savedKey]);

  const set = <K extends Field>(field: K, value: PropertyDetailsInput[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const update = useMutation(
    trpc.settings.updatePropertyDetails.mutationOptions({
      onSuccess: async () => {
        toast.success('Property details saved');
        await queryClient.invalidateQueries({ queryKey: trpc.settings.overview.queryKey() });
      },
      onError: (failure) =>
        setErrors({ form: refusalMessage(failure) ?? 'Could not save the property details.' }),
    }),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = propertyDetailsSchema.safeParse(values);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (typeof field === 'string' && field in values && !found[field as Field]) {
          found[field as Field] = issue.message;
        }
      }
      setErrors(found);
      const first = Object.keys(found)[0] as Field | undefined;
      if (first) document.getElementById(id(first))?.focus();
      return;
    }
    setErrors({});
    update.mutate(parsed.data);
  };

  const text = (
    field: 'propertyName' | 'address' | 'phone' | 'contactEmail' | 'whatsapp',
    label: string,
    extra = {},
  ) => (
    <FormField
      id={id(field)}
      label={label}
      error={errors[field]}
      required={field === 'propertyName'}
    >
      <Input
        {...fieldAria(id(field), errors[field])}
        value={values[field]}
        onChange={(event) => set(field, event.target.value)}
        {...extra}
      />
    </FormField>
  );
  const time = (field: 'checkInTime' | 'checkOutTime', label: string) => (
    <FormField id={id(field)} label={label} error={errors[field]}>
      <Input
        {...fieldAria(id(field), errors[field])}
        type="time"
        value={values[field]}
        onChange={(event) => set(field, event.target.value)}
        required
      />
    </FormField>
  );
  const guestText = (field: 'cancellationPolicy' | 'houseRules', label: string, hint: string) => (
    <FormField
      id={id(field)}
      label={label}
      error={errors[field]}
      hint={`${values[field].length} / ${GUEST_TEXT_MAX} characters. ${hint}`}
    >
      <Textarea
        {...fieldAria(id(field), errors[field], true)}
        value={values[field]}
        onChange={(event) => set(field, event.target.value)}
        rows={4}
        maxLength={GUEST_TEXT_MAX}
      />
    </FormField>
  );
  const instructionsHint = `${values.preArrivalInstructions.length} / ${PRE_ARRIVAL_INSTRUCTIONS_MAX} characters. Sent with the address, phone and times to each guest with an e-mail address, the day before arrival at the check-in time.`;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Property</CardTitle>
        <CardDescription>
          The details guests see on the public site and receive with their confirmation and check-in
          instructions, and when managers get the daily digest (property time).
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            {text('propertyName', 'Property name', { autoComplete: 'organization' })}
            {text('phone', 'Phone', { type: 'tel', autoComplete: 'tel' })}
          </div>
          {text('address', 'Address', { autoComplete: 'street-address' })}
          <div className="grid gap-4 sm:grid-cols-2">
            {text('contactEmail', 'Contact e-mail', { type: 'email', autoComplete: 'email' })}
            {text('whatsapp', 'WhatsApp number', {
              inputMode: 'tel',
              placeholder: '201001234567',
            })}
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            {time('checkInTime', 'Check-in from')}
            {time('checkOutTime', 'Check-out by')}
            <FormField id={id('digestHour')} label="Daily digest at" error={errors.digestHour}>
              <Select
                value={String(values.digestHour)}
                onValueChange={(hour) => set('digestHour', Number(hour))}
              >
                <SelectTrigger
                  {...fieldAria(id('digestHour'), errors.digestHour)}
                  className="w-full"
                >
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {HOURS.map((hour) => (
                    <SelectItem key={hour} value={String(hour)}>
                      {hourLabel(hour)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </FormField>
          </div>
          {guestText(
            'cancellationPolicy',
            'Cancellation policy',
            'Shown on the public site and in the booking confirmation, as written.',
          )}
          {guestText(
            'houseRules',
            'House rules',
            'Shown on the public site and in the booking confirmation, as written.',
          )}
          <FormField
            id={id('preArrivalInstructions')}
            label="Pre-arrival instructions"
            error={errors.preArrivalInstructions}
            hint={instructionsHint}
          >
            <Textarea
              {...fieldAria(id('preArrivalInstructions'), errors.preArrivalInstructions, true)}
              value={values.preArrivalInstructions}
              onChange={(event) => set('preArrivalInstructions', event.target.value)}
              rows={6}
              maxLength={PRE_ARRIVAL_INSTRUCTIONS_MAX}
              placeholder="How to find the entrance, how door codes are shared, who to call on arrival…"
              className="min-h-32"
            />
          </FormField>
          {errors.form && (
            <p role="alert" className="text-destructive text-sm">
              {errors.form}
            </p>
          )}
          <div>
            <Button type="submit" disabled={update.isPending || sameDetails(values, saved)}>
              Save property details
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  GUEST_TEXT_MAX,
  PRE_ARRIVAL_INSTRUCTIONS_MAX,
  type PropertyDetailsInput,
  propertyDetailsSchema,
  timeZoneNames,
} from '@zamalek/domain/settings';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormField, fieldAria } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { selectClass } from '@/components/ui/native-select';
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

const id = (field: Field) => `settings-property-${field}`;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const TIME_ZONES = timeZoneNames();
/** The list, with the saved zone in it even if this browser does not list it. */
const zonesWith = (saved: string) =>
  TIME_ZONES.includes(saved) ? TIME_ZONES : [saved, ...TIME_ZONES];
const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * The property's details (admins): name, address (and in Arabic), phone, check-in and check-out
 * times, the policies and house rules (in English and Arabic), the pre-arrival instructions
 * e-mailed to guests the day before arrival, the daily digest's hour and the day close's.
 */
export function PropertyCard({ saved }: { saved: PropertyDetailsInput }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // Another admin's change arrives live and is shown. The texts go as typed (raw): the server
  // reads them with the same schema.
  const form = useForm({
    resolver: zodResolver(propertyDetailsSchema, undefined, { raw: true }),
    values: saved,
  });
  const { errors } = form.formState;
  const lengths = useWatch({
    control: form.control,
    name: ['cancellationPolicy', 'houseRules', 'houseRulesAr', 'preArrivalInstructions'],
  });

  const update = useMutation(
    trpc.settings.updatePropertyDetails.mutationOptions({
      onSuccess: async () => {
        toast.success('Property details saved');
        await queryClient.invalidateQueries({ queryKey: trpc.settings.overview.queryKey() });
      },
      onError: (failure) =>
        form.setError('root.server', {
          message: refusalMessage(failure) ?? 'Could not save the property details.',
        }),
    }),
  );

  const text = (
    field:
      | 'propertyName'
      | 'address'
      | 'addressAr'
      | 'phone'
      | 'contactEmail'
      | 'whatsapp'
      | 'taxNumber',
    label: string,
    extra = {},
    hint?: string,
  ) => (
    <FormField
      id={id(field)}
      label={label}
      error={errors[field]?.message}
      hint={hint}
      required={field === 'propertyName'}
    >
      <Input
        {...fieldAria(id(field), errors[field]?.message, hint)}
        {...extra}
        {...form.register(field)}
      />
    </FormField>
  );
  const time = (field: 'checkInTime' | 'checkOutTime', label: string) => (
    <FormField id={id(field)} label={label} error={errors[field]?.message}>
      <Input
        {...fieldAria(id(field), errors[field]?.message)}
        type="time"
        required
        {...form.register(field)}
      />
    </FormField>
  );
  const hour = (field: 'digestHour' | 'dayCloseHour', label: string, hint?: string) => (
    <FormField id={id(field)} label={label} error={errors[field]?.message} hint={hint}>
      <Controller
        control={form.control}
        name={field}
        render={({ field: control }) => (
          <Select
            value={String(control.value)}
            onValueChange={(value) => control.onChange(Number(value))}
          >
            <SelectTrigger
              {...fieldAria(id(field), errors[field]?.message, hint)}
              ref={control.ref}
              className="w-full"
            >
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {HOURS.map((value) => (
                <SelectItem key={value} value={String(value)}>
                  {hourLabel(value)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
    </FormField>
  );
  const guestText = (
    field: 'cancellationPolicy' | 'houseRules' | 'houseRulesAr',
    label: string,
    length: number,
    hint: string,
    extra = {},
  ) => (
    <FormField
      id={id(field)}
      label={label}
      error={errors[field]?.message}
      hint={`${length} / ${GUEST_TEXT_MAX} characters. ${hint}`}
    >
      <Textarea
        {...fieldAria(id(field), errors[field]?.message, true)}
        rows={4}
        maxLength={GUEST_TEXT_MAX}
        {...extra}
        {...form.register(field)}
      />
    </FormField>
  );
  const [policyLength, rulesLength, rulesArLength, instructionsLength] = lengths.map(
    (text) => text.length,
  );
  const instructionsHint = `${instructionsLength} / ${PRE_ARRIVAL_INSTRUCTIONS_MAX} characters. Sent with the address, phone and times to each guest with an e-mail address, the day before arrival at the check-in time.`;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Property</CardTitle>
        <CardDescription>
          The details guests see on the public site and receive with their confirmation and check-in
          instructions, when managers get the daily digest and when the business day closes
          (property time).
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={form.handleSubmit((values) => update.mutate(values))}
          noValidate
          className="grid gap-4"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            {text('propertyName', 'Property name', { autoComplete: 'organization' })}
            {text('phone', 'Phone', { type: 'tel', autoComplete: 'tel' })}
          </div>
          <FormField
            id={id('timeZone')}
            label="Time zone"
            error={errors.timeZone?.message}
            hint="The property's today, its arrivals and departures, the No-Show cut-off and the digest follow this clock."
          >
            <select
              {...fieldAria(id('timeZone'), errors.timeZone?.message, true)}
              className={selectClass}
              {...form.register('timeZone')}
            >
              {zonesWith(saved.timeZone).map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll('_', ' ')}
                </option>
              ))}
            </select>
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            {text('address', 'Address', { autoComplete: 'street-address' })}
            {text(
              'addressAr',
              'Address (Arabic)',
              { dir: 'rtl', lang: 'ar' },
              'For guests reading Arabic. Empty: they see the address.',
            )}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {text('contactEmail', 'Contact e-mail', { type: 'email', autoComplete: 'email' })}
            {text('whatsapp', 'WhatsApp number', {
              inputMode: 'tel',
              placeholder: '201001234567',
            })}
          </div>
          {text(
            'taxNumber',
            'Tax registration number',
            { autoComplete: 'off' },
            'Printed on receipts.',
          )}
          <div className="grid gap-4 sm:grid-cols-3">
            {time('checkInTime', 'Check-in from')}
            {time('checkOutTime', 'Check-out by')}
            {hour('digestHour', 'Daily digest at')}
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            {hour(
              'dayCloseHour',
              'Day close at',
              'The business day before is closed from this hour: its room nights are charged.',
            )}
          </div>
          {guestText(
            'cancellationPolicy',
            'Cancellation policy',
            policyLength ?? 0,
            'Shown on the public site and in the booking confirmation, as written.',
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            {guestText(
              'houseRules',
              'House rules',
              rulesLength ?? 0,
              'Shown on the public site and in the booking confirmation, as written; each guest signs them at registration.',
            )}
            {guestText(
              'houseRulesAr',
              'House rules (Arabic)',
              rulesArLength ?? 0,
              'Shown beside the English when a guest signs the registration.',
              { dir: 'rtl', lang: 'ar' },
            )}
          </div>
          <FormField
            id={id('preArrivalInstructions')}
            label="Pre-arrival instructions"
            error={errors.preArrivalInstructions?.message}
            hint={instructionsHint}
          >
            <Textarea
              {...fieldAria(
                id('preArrivalInstructions'),
                errors.preArrivalInstructions?.message,
                true,
              )}
              rows={6}
              maxLength={PRE_ARRIVAL_INSTRUCTIONS_MAX}
              placeholder="How to find the entrance, how door codes are shared, who to call on arrival…"
              className="min-h-32"
              {...form.register('preArrivalInstructions')}
            />
          </FormField>
          {errors.root?.server && (
            <p role="alert" className="text-destructive text-sm">
              {errors.root.server.message}
            </p>
          )}
          <div>
            <Button type="submit" disabled={update.isPending || !form.formState.isDirty}>
              Save property details
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

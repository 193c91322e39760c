import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { seesStayMoney } from '@zamalek/domain/money-view';
import { reservationEditSchema } from '@zamalek/domain/reservation-edit';
import { can } from '@zamalek/domain/roles';
import { editStatusChoices, nightsBetween } from '@zamalek/domain/stays';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ContactEmailField, ContactPhoneField } from '@/components/form/contact-fields';
import { useDiscardGuard } from '@/components/form/form-dialog';
import { FormField, fieldAria, fieldId } from '@/components/form/form-field';
import { GenderSelect, GuestCountField, NationalityField } from '@/components/form/guest-fields';
import { NightlyPriceInput } from '@/components/form/price-fields';
import { StayDateFields, StayRoomField } from '@/components/form/stay-fields';
import { priceFieldText } from '@/components/stay-quote/quote-lines';
import { StayQuotePanel } from '@/components/stay-quote/stay-quote-panel';
import { useEditQuote } from '@/components/stay-quote/use-stay-quote';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import {
  addGuest,
  commissionPreview,
  composeSource,
  editQuoteRequest,
  editSourceChoices,
  numberOr,
  removeGuest,
  requiredNumber,
  SOURCE_OTHERS,
  splitSource,
  toEditValues,
} from '@/features/reservation-detail/edit-form';
import type { ReservationDetail } from '@/features/reservation-detail/types';
import { DetailCard } from '@/features/reservation-detail/view-cards';
import { useAuth } from '@/lib/auth';
import { refusalMessage } from '@/lib/errors';
import { moneyOrDash } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

export const EDIT_FORM_ID = 'reservation-edit-form';
const P = 'edit';

/**
 * Every editable field of a reservation. The price shown is the server's answer for the form as
 * it stands (`rates.editQuote`, what saving would store); commission and net follow the rate.
 */
export function ReservationEditForm({
  detail,
  onSaved,
  onPendingChange,
}: {
  detail: ReservationDetail;
  onSaved: () => void;
  onPendingChange: (pending: boolean) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { reservation } = detail;
  const form = useForm({
    resolver: zodResolver(reservationEditSchema),
    defaultValues: toEditValues(reservation),
  });
  // The page's Cancel asks before discarding changes.
  useDiscardGuard(form);
  const { errors } = form.formState;
  const [checkIn, checkOut, unitId, guests, price, rate, guestNames, guestTypes, source] = useWatch(
    {
      control: form.control,
      name: [
        'checkIn',
        'checkOut',
        'unitId',
        'numberOfGuests',
        'pricePerNight',
        'commissionRate',
        'guestNames',
        'guestTypes',
        'source',
      ],
    },
  );
  const auth = useAuth();
  const canOverride = can(auth, 'rates.override');
  const seesMoney = seesStayMoney(auth);
  const [override, setOverride] = useState(false);
  const request = editQuoteRequest(
    reservation.id,
    { unitId, checkIn, checkOut, numberOfGuests: guests, pricePerNight: price },
    override,
  );
  const quote = useEditQuote(seesMoney ? request : null);
  const priced = request && !quote.error ? quote.data : undefined;
  const commission = priced ? commissionPreview(priced.totalBeforeTaxesCents, rate) : null;
  const switchOverride = (on: boolean) => {
    setOverride(on);
    const average = quote.data?.averageNightlyCents;
    const next = on && average !== undefined ? Number(priceFieldText(average, 2)) : null;
    form.setValue('pricePerNight', next, { shouldDirty: true, shouldValidate: false });
  };
  const names = useQuery(trpc.reservations.sourceNames.queryOptions());
  const [sourceChoice, setSourceChoice] = useState(() => splitSource(reservation.source).choice);
  const [sourceSpec, setSourceSpec] = useState(() => splitSource(reservation.source).specification);
  const datesUnchanged =
    checkIn === reservation.checkInDate && checkOut === reservation.checkOutDate;
  const ownRoom =
    datesUnchanged && reservation.unitId && reservation.unitName
      ? { id: reservation.unitId, name: reservation.unitName, unitType: reservation.unitType }
      : undefined;

  const update = useMutation(
    trpc.reservations.update.mutationOptions({
      onMutate: () => onPendingChange(true),
      onSettled: () => onPendingChange(false),
      onSuccess: async () => {
        toast.success('Reservation updated successfully');
        await queryClient.invalidateQueries({ queryKey: trpc.reservations.pathKey() });
        onSaved();
      },
      onError: (error) => {
        toast.error(refusalMessage(error) ?? 'Failed to update reservation');
      },
    }),
  );

  const guestLists = () => ({
    guestNames: form.getValues('guestNames'),
    guestGenders: form.getValues('guestGenders') ?? [],
    guestTypes: form.getValues('guestTypes') ?? [],
  });
  const setGuestLists = (lists: ReturnType<typeof guestLists>) => {
    form.setValue('guestNames', lists.guestNames, { shouldDirty: true });
    form.setValue('guestGenders', lists.guestGenders, { shouldDirty: true });
    form.setValue('guestTypes', lists.guestTypes, { shouldDirty: true });
  };
  const applySource = (choice: string, specification: string) => {
    setSourceChoice(choice);
    setSourceSpec(specification);
    form.setValue('source', composeSource(choice, specification), { shouldDirty: true });
  };
  const guestNamesError = errors.guestNames?.message ?? errors.guestNames?.root?.message;

  return (
    <form
      id={EDIT_FORM_ID}
      noValidate
      aria-label="Edit reservation"
      onSubmit={form.handleSubmit((changes) => {
        // A room cleared because the new dates are taken must be replaced, not dropped.
        if (!changes.unitId && reservation.unitId) {
          form.setError('unitId', { message: 'Please select a room' });
          return;
        }
        update.mutate({ id: reservation.id, changes });
      })}
      className="grid gap-6 lg:grid-cols-2"
    >
      <DetailCard title="Guest Information">
        <div className="grid gap-4">
          <fieldset className="grid gap-2">
            <legend className="mb-1 font-medium text-sm">Guest names</legend>
            {guestNames.map((_, index) => {
              const type = guestTypes?.[index] ?? 'adult';
              const nameId = fieldId(P, `guestNames.${index}`);
              return (
                <div
                  // biome-ignore lint/suspicious/noArrayIndexKey: parallel lists keyed by position
                  key={index}
                  className="grid grid-cols-[minmax(0,1fr)_auto_auto] items-center gap-2"
                >
                  <label htmlFor={nameId} className="sr-only">{`Guest ${index + 1} name`}</label>
                  <Input
                    id={nameId}
                    maxLength={100}
                    placeholder={`Guest ${index + 1} name`}
                    {...form.register(`guestNames.${index}`)}
                  />
                  {type === 'adult' ? (
                    <GenderSelect
                      control={form.control}
                      name={`guestGenders.${index}`}
                      label={`Guest ${index + 1} gender`}
                      className="w-28"
                    />
                  ) : (
                    <Badge variant="accent" className="w-28">
                      Child
                    </Badge>
                  )}
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove guest ${index + 1}`}
                    disabled={guestNames.length <= 1}
                    onClick={() => setGuestLists(removeGuest(guestLists(), index))}
                  >
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                </div>
              );
            })}
            {guestNamesError && <p className="text-destructive text-sm">{guestNamesError}</p>}
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="w-fit"
              onClick={() => setGuestLists(addGuest(guestLists()))}
            >
              <PlusIcon aria-hidden="true" />
              Add guest
            </Button>
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <GuestCountField
              control={form.control}
              name="numberOfGuests"
              idPrefix={P}
              label="Number of guests"
              required
              setValueAs={requiredNumber}
            />
            <NationalityField
              control={form.control}
              name="guestNationality"
              idPrefix={P}
              kept={reservation.guestNationality}
            />
            <ContactEmailField
              control={form.control}
              name="contactEmail"
              idPrefix={P}
              label="Contact email"
            />
            <ContactPhoneField
              control={form.control}
              name="contactPhone"
              idPrefix={P}
              label="Contact phone"
            />
          </div>
        </div>
      </DetailCard>

      <DetailCard title="Booking Details">
        <div className="grid gap-4 sm:grid-cols-2">
          <StayDateFields
            control={form.control}
            checkIn="checkIn"
            checkOut="checkOut"
            idPrefix={P}
            checkOutRule="keep"
          />
          <div className="sm:col-span-2">
            <StayRoomField
              control={form.control}
              name="unitId"
              checkIn="checkIn"
              checkOut="checkOut"
              idPrefix={P}
              none={null}
              label="Unit"
              exceptReservationId={reservation.id}
              alwaysOffer={ownRoom}
            />
          </div>
          {/* Without money the server sends no price, and saving keeps the stay's. */}
          {seesMoney && (
            <>
              <NightlyPriceInput
                control={form.control}
                name="pricePerNight"
                idPrefix={P}
                decimals={2}
                canOverride={canOverride}
                override={override}
                onOverrideChange={switchOverride}
                quotedNightlyCents={priced?.averageNightlyCents}
                setValueAs={requiredNumber}
              />
              <FormField
                compact
                id={fieldId(P, 'commissionRate')}
                label="Commission rate (%)"
                error={errors.commissionRate?.message}
              >
                <Input
                  {...fieldAria(fieldId(P, 'commissionRate'), errors.commissionRate?.message)}
                  type="number"
                  min={0}
                  max={100}
                  step={0.1}
                  inputMode="decimal"
                  {...form.register('commissionRate', { setValueAs: numberOr(0) })}
                />
              </FormField>
              {detail.price?.overridden && !override && (
                <p
                  className="text-muted-foreground text-xs sm:col-span-2"
                  data-testid="stored-override"
                >
                  Priced by manager: this stay's nightly price was set by a manager and is kept when
                  its room, dates or guests change.
                </p>
              )}
              <div className="sm:col-span-2">
                <StayQuotePanel
                  ready={request !== null}
                  quote={quote}
                  canOverride={canOverride}
                  idleText={
                    unitId && override
                      ? 'Enter a nightly price (up to 2 decimals) to see the total.'
                      : 'Choose a unit and dates to see the price.'
                  }
                >
                  <div className="flex justify-between gap-4 text-muted-foreground">
                    <dt>Nights</dt>
                    <dd className="tabular-nums" data-testid="edit-nights">
                      {nightsBetween(checkIn, checkOut)}
                    </dd>
                  </div>
                  <div className="flex justify-between gap-4 text-muted-foreground">
                    <dt>Commission</dt>
                    <dd className="tabular-nums">{moneyOrDash(commission?.commissionCents, 1)}</dd>
                  </div>
                  <div className="flex justify-between gap-4 text-muted-foreground">
                    <dt>Net revenue</dt>
                    <dd className="tabular-nums">{moneyOrDash(commission?.netCents, 1)}</dd>
                  </div>
                </StayQuotePanel>
              </div>
            </>
          )}
          <FormField
            compact
            id={fieldId(P, 'source')}
            label="Source"
            error={errors.source?.message}
          >
            <Select
              value={sourceChoice}
              onValueChange={(choice) => applySource(choice, sourceSpec)}
            >
              <SelectTrigger className="w-full" id={fieldId(P, 'source')}>
                <SelectValue placeholder="Select source" />
              </SelectTrigger>
              <SelectContent>
                {editSourceChoices(names.data ?? [], source ?? '').map((choice) => (
                  <SelectItem key={choice} value={choice}>
                    {choice}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
          <FormField
            compact
            id={fieldId(P, 'channel')}
            label="Channel"
            error={errors.channel?.message}
          >
            <Input id={fieldId(P, 'channel')} maxLength={60} {...form.register('channel')} />
          </FormField>
          {sourceChoice === SOURCE_OTHERS && (
            <FormField
              compact
              id={fieldId(P, 'sourceSpecification')}
              label="Specify source"
              className="sm:col-span-2"
            >
              <Input
                id={fieldId(P, 'sourceSpecification')}
                value={sourceSpec}
                maxLength={100}
                onChange={(event) => applySource(sourceChoice, event.target.value)}
              />
            </FormField>
          )}
        </div>
      </DetailCard>

      <DetailCard title="Status & Notes" className="gap-4 lg:col-span-2">
        <div className="grid gap-4 sm:grid-cols-[14rem_minmax(0,1fr)]">
          <FormField compact id={fieldId(P, 'displayStatus')} label="Status">
            <Controller
              control={form.control}
              name="displayStatus"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger className="w-full" id={fieldId(P, 'displayStatus')}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {editStatusChoices(detail.reservation.displayStatus).map((status) => (
                      <SelectItem key={status} value={status}>
                        {status}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </FormField>
          <FormField compact id={fieldId(P, 'notes')} label="Notes" error={errors.notes?.message}>
            <Textarea
              {...fieldAria(fieldId(P, 'notes'), errors.notes?.message)}
              rows={3}
              maxLength={2000}
              {...form.register('notes')}
            />
          </FormField>
        </div>
      </DetailCard>
    </form>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { addDaysIso, type IsoDate } from '@zamalek/domain/dates';
import { can } from '@zamalek/domain/roles';
import { FootprintsIcon } from 'lucide-react';
import { useState } from 'react';
import { DatePicker } from '@/components/form/date-picker';
import { FormField, fieldAria } from '@/components/form/form-field';
import { RoomSelect } from '@/components/form/room-select';
import { GuardedDialog, useDiscardGuard } from '@/components/guarded-dialog';
import { NightlyPriceField } from '@/components/stay-quote/nightly-price-field';
import { priceFieldText } from '@/components/stay-quote/quote-lines';
import { StayQuotePanel } from '@/components/stay-quote/stay-quote-panel';
import { useStayQuote } from '@/components/stay-quote/use-stay-quote';
import { Button } from '@/components/ui/button';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import {
  checkWalkInForm,
  type WalkInErrors,
  type WalkInFormValues,
  walkInDefaults,
  walkInErrorsFrom,
  walkInQuoteRequest,
  walkInSourceChoices,
  withCheckIn,
} from '@/features/front-desk/walk-in-form';
import { useAuth } from '@/lib/auth';
import { appErrorCode, invalidFields, trpcErrorMessage } from '@/lib/errors';
import { sameValues } from '@/lib/same-values';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import { useServerToday } from '@/lib/use-property-today';

const P = 'walk-in';
const id = (field: string) => `${P}-${field}`;

/** The Walk-in button and its dialog (shown only to roles that may create reservations). */
export function WalkInDialog() {
  const [open, setOpen] = useState(false);
  // The form starts tonight: from the property's today as the server says it, never a stand-in.
  const today = useServerToday();
  return (
    <GuardedDialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="brand">
          <FootprintsIcon aria-hidden="true" />
          Walk-in
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[92dvh] sm:max-w-lg">
        {today ? (
          <WalkInForm today={today} onDone={() => setOpen(false)} />
        ) : (
          <>
            <DialogTitle>Walk-in</DialogTitle>
            <Spinner label="Loading" />
          </>
        )}
      </DialogContent>
    </GuardedDialog>
  );
}

/** Mounted only while the dialog is open: every opening starts tonight, one night. */
function WalkInForm({ today, onDone }: { today: IsoDate; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [start] = useState(() => walkInDefaults(today));
  const [values, setValues] = useState<WalkInFormValues>(start);
  const [errors, setErrors] = useState<WalkInErrors>({});
  useDiscardGuard(!sameValues(values, start));
  const canOverride = can(useAuth(), 'rates.override');
  const request = walkInQuoteRequest(values);
  const quote = useStayQuote(request);
  const sources = useQuery(trpc.reservations.sourceNames.queryOptions());
  const sourceChoices = walkInSourceChoices(sources.data ?? []);

  const set = <K extends keyof WalkInFormValues>(field: K, value: WalkInFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const [checkInNow, setCheckInNow] = useState(false);
  const checkIn = useMutation(trpc.reservations.checkIn.mutationOptions());
  const walkIn = useMutation(
    trpc.reservations.walkIn.mutationOptions({
      onSuccess: async (created) => {
        if (checkInNow) {
          // Booked either way; a refused check-in is finished on the stay's page.
          await checkIn.mutateAsync({ id: created.id }).then(
            () => toast.success(`Walk-in booked and checked in: ${created.bookingReference}`),
            (error: unknown) =>
              toast.error(
                `Walk-in booked (${created.bookingReference}) but not checked in: ${trpcErrorMessage(error) ?? 'please try again.'}`,
              ),
          );
        } else {
          toast.success(`Walk-in booked: ${created.bookingReference}`);
        }
        onDone();
        await queryClient.invalidateQueries({ queryKey: trpc.reservations.pathKey() });
        void navigate({ to: '/reservation/$id', params: { id: created.id } });
      },
      onError: (error) => {
        const fields = invalidFields(error);
        if (fields) {
          setErrors(
            walkInErrorsFrom(
              Object.entries(fields).map(([path, message]) => ({
                path: path.split('.'),
                message,
              })),
            ),
          );
        }
        if (appErrorCode(error) === 'ROOM_TAKEN') {
          void queryClient.invalidateQueries({ queryKey: trpc.reservations.freeUnits.pathKey() });
        }
        toast.error(trpcErrorMessage(error) ?? 'Failed to book the walk-in. Please try again.');
      },
    }),
  );

  const busy = walkIn.isPending || checkIn.isPending;

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    setCheckInNow(submitter instanceof HTMLButtonElement && submitter.value === 'check-in');
    const check = checkWalkInForm(values);
    if (!check.ok) {
      setErrors(check.errors);
      const first = Object.keys(check.errors)[0];
      if (first) document.getElementById(id(first))?.focus();
      return;
    }
    setErrors({});
    walkIn.mutate(check.input);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Walk-in" className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Walk-in</DialogTitle>
        <DialogDescription>
          A guest at the desk: book the room now, complete the stay later on its page.
        </DialogDescription>
      </DialogHeader>
      <div className="grid grid-cols-2 gap-3">
        <FormField compact id={id('checkIn')} label="Check-in" required error={errors.checkIn}>
          <DatePicker
            id={id('checkIn')}
            value={values.checkIn}
            today={today}
            minDate={today}
            invalid={Boolean(errors.checkIn)}
            describedBy={errors.checkIn ? `${id('checkIn')}-error` : undefined}
            onChange={(checkIn) => {
              setValues((current) => withCheckIn(current, checkIn));
              setErrors((current) => ({ ...current, checkIn: undefined, checkOut: undefined }));
            }}
          />
        </FormField>
        <FormField compact id={id('checkOut')} label="Check-out" required error={errors.checkOut}>
          <DatePicker
            id={id('checkOut')}
            value={values.checkOut}
            today={today}
            minDate={addDaysIso(values.checkIn, 1)}
            defaultMonth={values.checkIn}
            invalid={Boolean(errors.checkOut)}
            describedBy={errors.checkOut ? `${id('checkOut')}-error` : undefined}
            onChange={(checkOut) => set('checkOut', checkOut)}
          />
        </FormField>
      </div>
      <RoomSelect
        id={id('unitId')}
        checkIn={values.checkIn}
        checkOut={values.checkOut}
        value={values.unitId}
        error={errors.unitId}
        onChange={(unitId) => set('unitId', unitId)}
        readyFirst={values.checkIn === today}
      />
      <StayQuotePanel
        ready={request !== null}
        quote={quote}
        canOverride={canOverride}
        idleText={
          values.unitId && values.overridePrice
            ? 'Enter a nightly price in whole dollars to see the total.'
            : 'Choose a room to see the price.'
        }
      />
      <div className="grid grid-cols-[1fr_6rem] gap-3">
        <FormField
          compact
          id={id('guestName')}
          label="Guest name"
          required
          error={errors.guestName}
        >
          <Input
            {...fieldAria(id('guestName'), errors.guestName)}
            autoComplete="off"
            value={values.guestName}
            onChange={(event) => set('guestName', event.target.value)}
          />
        </FormField>
        <FormField compact id={id('guests')} label="Guests" required error={errors.guests}>
          <Input
            {...fieldAria(id('guests'), errors.guests)}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={values.guests}
            onChange={(event) => set('guests', event.target.value)}
          />
        </FormField>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          compact
          id={id('contactPhone')}
          label="Phone"
          error={errors.contactPhone}
          hint="A phone or an e-mail"
        >
          <Input
            {...fieldAria(id('contactPhone'), errors.contactPhone, true)}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            placeholder="+20 100 123 4567"
            value={values.contactPhone}
            onChange={(event) => set('contactPhone', event.target.value)}
          />
        </FormField>
        <FormField compact id={id('contactEmail')} label="E-mail" error={errors.contactEmail}>
          <Input
            {...fieldAria(id('contactEmail'), errors.contactEmail)}
            type="email"
            inputMode="email"
            autoComplete="off"
            value={values.contactEmail}
            onChange={(event) => {
              set('contactEmail', event.target.value);
              setErrors((current) => ({ ...current, contactPhone: undefined }));
            }}
          />
        </FormField>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <NightlyPriceField
          id={id('pricePerNight')}
          canOverride={canOverride}
          override={values.overridePrice}
          onOverrideChange={(on) => {
            const average = quote.data?.averageNightlyCents;
            setValues((current) => ({
              ...current,
              overridePrice: on,
              pricePerNight:
                on && !current.pricePerNight.trim() && average
                  ? priceFieldText(average, 0)
                  : current.pricePerNight,
            }));
            setErrors((current) => ({ ...current, pricePerNight: undefined }));
          }}
          quotedNightlyCents={request && !quote.error ? quote.data?.averageNightlyCents : undefined}
          error={errors.pricePerNight}
        >
          <Input
            {...fieldAria(id('pricePerNight'), errors.pricePerNight, true)}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={values.pricePerNight}
            onChange={(event) => set('pricePerNight', event.target.value)}
          />
        </NightlyPriceField>
        <FormField compact id={id('source')} label="Source" error={errors.source}>
          <Select value={values.source} onValueChange={(source) => set('source', source)}>
            <SelectTrigger className="w-full" {...fieldAria(id('source'), errors.source)}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {sourceChoices.map((choice) => (
                <SelectItem key={choice.value} value={choice.value}>
                  {choice.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="ghost" disabled={busy}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" variant="outline" disabled={busy}>
          {busy && !checkInNow && <Spinner label="Booking" />}
          Book walk-in
        </Button>
        {values.checkIn === today && (
          <Button type="submit" value="check-in" disabled={busy}>
            {busy && checkInNow && <Spinner label="Booking and checking in" />}
            Book and check in
          </Button>
        )}
      </DialogFooter>
    </form>
  );
}

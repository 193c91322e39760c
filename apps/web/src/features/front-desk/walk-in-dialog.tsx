import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { IsoDate } from '@zamalek/domain/dates';
import { can } from '@zamalek/domain/roles';
import { FootprintsIcon } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ContactEmailField, ContactPhoneField } from '@/components/form/contact-fields';
import { FormDialog, useDiscardGuard } from '@/components/form/form-dialog';
import { FormField, fieldAria } from '@/components/form/form-field';
import { GuestCountField, GuestNameField } from '@/components/form/guest-fields';
import { NightlyPriceInput, overrideStartText } from '@/components/form/price-fields';
import { checkResolver } from '@/components/form/schema-resolver';
import { showServerErrors, topLevelFieldIn } from '@/components/form/server-errors';
import { StayDateFields, StayRoomField } from '@/components/form/stay-fields';
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
  WALK_IN_FIELDS,
  walkInDefaults,
  walkInQuoteRequest,
  walkInSourceChoices,
} from '@/features/front-desk/walk-in-form';
import { useAuth } from '@/lib/auth';
import { appErrorCode, trpcErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import { useServerToday } from '@/lib/use-property-today';

const P = 'walk-in';

/** The Walk-in button and its dialog (shown only to roles that may create reservations). */
export function WalkInDialog() {
  const [open, setOpen] = useState(false);
  // The form starts tonight: from the property's today as the server says it, never a stand-in.
  const today = useServerToday();
  return (
    <FormDialog open={open} onOpenChange={setOpen}>
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
    </FormDialog>
  );
}

/** Mounted only while the dialog is open: every opening starts tonight, one night. */
function WalkInForm({ today, onDone }: { today: IsoDate; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm({
    resolver: checkResolver(checkWalkInForm),
    defaultValues: walkInDefaults(today),
  });
  const { control } = form;
  useDiscardGuard(form);
  const values = form.watch();
  const canOverride = can(useAuth(), 'rates.override');
  const request = walkInQuoteRequest(values);
  const quote = useStayQuote(request);
  const sources = useQuery(trpc.reservations.sourceNames.queryOptions());
  const sourceChoices = walkInSourceChoices(sources.data ?? []);
  const sourceError = form.formState.errors.source?.message;

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
        showServerErrors(form, error, topLevelFieldIn(WALK_IN_FIELDS));
        if (appErrorCode(error) === 'ROOM_TAKEN') {
          void queryClient.invalidateQueries({ queryKey: trpc.reservations.freeUnits.pathKey() });
        }
        toast.error(trpcErrorMessage(error) ?? 'Failed to book the walk-in. Please try again.');
      },
    }),
  );

  const busy = walkIn.isPending || checkIn.isPending;

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const { nativeEvent } = event;
    const submitter = nativeEvent instanceof SubmitEvent ? nativeEvent.submitter : null;
    setCheckInNow(submitter instanceof HTMLButtonElement && submitter.value === 'check-in');
    void form.handleSubmit((input) => walkIn.mutate(input))(event);
  };

  const switchOverride = (on: boolean) => {
    const average = quote.data?.averageNightlyCents;
    form.setValue('overridePrice', on, { shouldDirty: true });
    form.setValue('pricePerNight', overrideStartText(on, values.pricePerNight, average), {
      shouldDirty: true,
    });
    form.clearErrors('pricePerNight');
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
        <StayDateFields
          control={control}
          checkIn="checkIn"
          checkOut="checkOut"
          idPrefix={P}
          today={today}
          required
          checkOutRule="next-day"
        />
      </div>
      <StayRoomField
        control={control}
        name="unitId"
        checkIn="checkIn"
        checkOut="checkOut"
        idPrefix={P}
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
        <GuestNameField control={control} name="guestName" idPrefix={P} required />
        <GuestCountField control={control} name="guests" idPrefix={P} label="Guests" required />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <ContactPhoneField
          control={control}
          name="contactPhone"
          idPrefix={P}
          label="Phone"
          hint="A phone or an e-mail"
          placeholder="+20 100 123 4567"
        />
        <ContactEmailField
          control={control}
          name="contactEmail"
          idPrefix={P}
          label="E-mail"
          deps={['contactPhone']}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <NightlyPriceInput
          control={control}
          name="pricePerNight"
          idPrefix={P}
          decimals={0}
          canOverride={canOverride}
          override={values.overridePrice}
          onOverrideChange={switchOverride}
          quotedNightlyCents={request && !quote.error ? quote.data?.averageNightlyCents : undefined}
        />
        <FormField compact id={`${P}-source`} label="Source" error={sourceError}>
          <Controller
            control={control}
            name="source"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger
                  className="w-full"
                  {...fieldAria(`${P}-source`, sourceError)}
                  ref={field.ref}
                >
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
            )}
          />
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

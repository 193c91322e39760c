import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REQUIRED_FIELDS_TOAST_MS } from '@zamalek/domain/manual-reservation';
import { can } from '@zamalek/domain/roles';
import { PlusIcon } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ContactEmailField, PhoneWithCountryField } from '@/components/form/contact-fields';
import { FormDialog, useDiscardGuard } from '@/components/form/form-dialog';
import { fieldId } from '@/components/form/form-field';
import { NightlyPriceInput, overrideStartText } from '@/components/form/price-fields';
import { checkResolver } from '@/components/form/schema-resolver';
import { showServerErrors } from '@/components/form/server-errors';
import { StayDateFields, StayRoomField } from '@/components/form/stay-fields';
import { hasStay } from '@/components/stay-quote/quote-request';
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
import { Spinner } from '@/components/ui/spinner';
import { BookingSection } from '@/features/create-reservation/booking-section';
import {
  type CreateFormValues,
  canSave,
  checkCreateForm,
  createFieldOf,
  createFormCheck,
  createQuoteRequest,
  emptyCreateForm,
  phoneCodeOf,
} from '@/features/create-reservation/create-form';
import { DocumentsSection } from '@/features/create-reservation/documents-section';
import { GuestsSection } from '@/features/create-reservation/guests-section';
import { useAuth } from '@/lib/auth';
import { appErrorCode, trpcErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import { usePropertyToday } from '@/lib/use-property-today';

/**
 * The Create Reservation button and its dialog (shown only to roles that may create). With
 * `start`, there is no button: the dialog is open, prefilled with `start.values` (the Room
 * Calendar's empty cell: room and dates), until `start.onClose`.
 */
export function CreateReservationDialog({
  start,
}: {
  start?: { values: Partial<CreateFormValues>; onClose: () => void };
} = {}) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = start ? true : ownOpen;
  const setOpen = (next: boolean) => (start ? !next && start.onClose() : setOwnOpen(next));
  return (
    <FormDialog open={open} onOpenChange={setOpen}>
      {!start && (
        <DialogTrigger asChild>
          <Button variant="brand">
            <PlusIcon aria-hidden="true" />
            Create Reservation
          </Button>
        </DialogTrigger>
      )}
      {/* A filled-in form asks before Esc, a click outside or Cancel discards it. */}
      <DialogContent className="max-h-[92dvh] gap-0 p-0 sm:max-w-3xl lg:max-w-4xl">
        <CreateReservationForm onDone={() => setOpen(false)} initialValues={start?.values} />
      </DialogContent>
    </FormDialog>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3" aria-label={title}>
      <h3 className="font-semibold text-muted-foreground text-xs uppercase tracking-wide">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Mounted only while the dialog is open, so every opening starts from an empty form. */
function CreateReservationForm({
  onDone,
  initialValues,
}: {
  onDone: () => void;
  initialValues?: Partial<CreateFormValues> | undefined;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const today = usePropertyToday();
  // What the form opened with (empty, or the calendar's room and dates): untouched, it closes at once.
  const [startValues] = useState(() => ({ ...emptyCreateForm(), ...initialValues }));
  const form = useForm({
    resolver: checkResolver(createFormCheck(today)),
    defaultValues: startValues,
    // Save scrolls the first message into view; the fields keep their place.
    shouldFocusError: false,
  });
  const { control } = form;
  useDiscardGuard(form);
  const values = form.watch();
  const canOverride = can(useAuth(), 'rates.override');
  const request = createQuoteRequest(values);
  const quote = useStayQuote(request);

  // After Save has shown the checks' messages, they follow every change (a fix clears its own).
  const recheck = useRef(false);
  useEffect(() => {
    const subscription = form.watch(() => {
      if (recheck.current) void form.trigger();
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const scrollToFirst = (first: string | undefined) => {
    if (first)
      document.getElementById(fieldId('create', first))?.scrollIntoView({ block: 'center' });
  };

  const create = useMutation(
    trpc.reservations.create.mutationOptions({
      onSuccess: async () => {
        toast.success('Reservation created successfully!');
        onDone();
        await queryClient.invalidateQueries({ queryKey: trpc.reservations.pathKey() });
      },
      onError: (error) => {
        recheck.current = false;
        if (showServerErrors(form, error, createFieldOf)) {
          scrollToFirst(
            Object.keys(error.data?.fieldErrors ?? {}).map(createFieldOf)[0] ?? undefined,
          );
        }
        if (appErrorCode(error) === 'ROOM_TAKEN') {
          // The room was just taken: refresh the free rooms (the choice then clears itself).
          void queryClient.invalidateQueries({ queryKey: trpc.reservations.freeUnits.pathKey() });
        }
        toast.error(trpcErrorMessage(error) ?? 'Failed to create reservation: Please try again.');
      },
    }),
  );

  const onSubmit = form.handleSubmit(
    (input) => {
      recheck.current = false;
      create.mutate(input);
    },
    (errors) => {
      const missing = errors.root?.missing?.message;
      if (missing) {
        recheck.current = false;
        toast.error(missing, { duration: REQUIRED_FIELDS_TOAST_MS });
        return;
      }
      recheck.current = true;
      const check = checkCreateForm(form.getValues(), today);
      scrollToFirst(check.kind === 'invalid' ? Object.keys(check.errors)[0] : undefined);
    },
  );

  const switchOverride = (on: boolean) => {
    const average = quote.data?.averageNightlyCents;
    form.setValue('overridePrice', on, { shouldDirty: true });
    form.setValue('pricePerNight', overrideStartText(on, values.pricePerNight, average), {
      shouldDirty: true,
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Create reservation" className="grid min-h-0">
      <DialogHeader className="border-b px-4 py-4 sm:px-6">
        <DialogTitle>Create Reservation</DialogTitle>
        <DialogDescription>
          A manual booking, confirmed at once. Fields marked * are required.
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-6 px-4 py-5 sm:px-6">
        <Section title="Stay">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <StayDateFields
              control={control}
              checkIn="checkIn"
              checkOut="checkOut"
              idPrefix="create"
              today={today}
              required
              checkOutRule="clear"
            />
            <StayRoomField
              control={control}
              name="unitId"
              checkIn="checkIn"
              checkOut="checkOut"
              idPrefix="create"
            />
          </div>
        </Section>
        <Section title="Price">
          <div className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
            <NightlyPriceInput
              control={control}
              name="pricePerNight"
              idPrefix="create"
              decimals={0}
              placeholder="120"
              canOverride={canOverride}
              override={values.overridePrice}
              onOverrideChange={switchOverride}
              quotedNightlyCents={
                request && !quote.error ? quote.data?.averageNightlyCents : undefined
              }
            />
            <StayQuotePanel
              ready={request !== null}
              quote={quote}
              canOverride={canOverride}
              idleText={
                hasStay({ ...values, guests: 1 }) && values.overridePrice
                  ? 'Enter a nightly price in whole dollars to see the total.'
                  : 'Choose dates and a room to see the price.'
              }
            />
          </div>
        </Section>
        <Section title="Guests">
          <GuestsSection form={form} />
        </Section>
        <Section title="Identity documents">
          <DocumentsSection form={form} />
        </Section>
        <Section title="Contact">
          <div className="grid gap-4 sm:grid-cols-2">
            <ContactEmailField
              control={control}
              name="contactEmail"
              idPrefix="create"
              label="Contact email"
              required
              placeholder="guest@example.com"
            />
            <PhoneWithCountryField
              control={control}
              country="phoneCountry"
              number="phoneNumber"
              idPrefix="create"
              label="Contact phone"
              required
              codeOf={phoneCodeOf}
            />
          </div>
        </Section>
        <Section title="Booking">
          <BookingSection form={form} />
        </Section>
      </div>
      <DialogFooter className="sticky bottom-0 z-10 items-center border-t bg-background px-4 py-3 sm:px-6">
        {!canSave(values) && (
          <p className="text-center text-muted-foreground text-xs sm:mr-auto sm:text-left">
            Fill in dates, room, first guest, nationality, e-mail, phone and source to save.
          </p>
        )}
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={create.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={!canSave(values) || create.isPending}>
          {create.isPending && <Spinner label="Saving" />}
          {create.isPending ? 'Saving...' : 'Save Reservation'}
        </Button>
      </DialogFooter>
    </form>
  );
}

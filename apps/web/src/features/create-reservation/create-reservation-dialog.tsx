import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REQUIRED_FIELDS_TOAST_MS } from '@zamalek/domain/manual-reservation';
import { PlusIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { fieldId } from '@/components/form/form-field';
import { GuardedDialog, useDiscardGuard } from '@/components/guarded-dialog';
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
import {
  BookingSection,
  ContactSection,
} from '@/features/create-reservation/contact-booking-section';
import {
  type CreateFormValues,
  canSave,
  checkCreateForm,
  emptyCreateForm,
  type FieldErrors,
  fieldErrorsFrom,
  fieldErrorsOf,
} from '@/features/create-reservation/create-form';
import { DocumentsSection } from '@/features/create-reservation/documents-section';
import { GuestsSection } from '@/features/create-reservation/guests-section';
import { PriceSection } from '@/features/create-reservation/price-section';
import { StaySection } from '@/features/create-reservation/stay-section';
import { appErrorCode, trpcErrorMessage } from '@/lib/errors';
import { sameValues } from '@/lib/same-values';
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
    <GuardedDialog open={open} onOpenChange={setOpen}>
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
    </GuardedDialog>
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
  const form = useForm<CreateFormValues>({ defaultValues: startValues });
  const values = useWatch({ control: form.control }) as CreateFormValues;
  useDiscardGuard(!sameValues(values, startValues));
  const [reportedErrors, setErrors] = useState<FieldErrors>({});
  // After Save has shown the checks' messages, they follow every change (a fix clears its own).
  const [recheck, setRecheck] = useState(false);
  const errors = recheck ? fieldErrorsOf(values, today) : reportedErrors;

  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    const first = Object.keys(next)[0];
    if (first) {
      document.getElementById(fieldId('create', first))?.scrollIntoView({ block: 'center' });
    }
  };

  const create = useMutation(
    trpc.reservations.create.mutationOptions({
      onSuccess: async () => {
        toast.success('Reservation created successfully!');
        onDone();
        await queryClient.invalidateQueries({ queryKey: trpc.reservations.pathKey() });
      },
      onError: (error) => {
        const fieldErrors = error.data?.fieldErrors;
        setRecheck(false);
        if (fieldErrors) showErrors(fieldErrorsFrom(Object.entries(fieldErrors)));
        if (appErrorCode(error) === 'ROOM_TAKEN') {
          // The room was just taken: refresh the free rooms (the choice then clears itself).
          void queryClient.invalidateQueries({ queryKey: trpc.reservations.freeUnits.pathKey() });
        }
        toast.error(trpcErrorMessage(error) ?? 'Failed to create reservation: Please try again.');
      },
    }),
  );

  const onSubmit = form.handleSubmit((submitted) => {
    const check = checkCreateForm(submitted, today);
    if (check.kind === 'missing') {
      setErrors({});
      toast.error(check.message, { duration: REQUIRED_FIELDS_TOAST_MS });
      return;
    }
    if (check.kind === 'invalid') {
      showErrors(check.errors);
      setRecheck(true);
      return;
    }
    setErrors({});
    setRecheck(false);
    create.mutate(check.input);
  });

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
          <StaySection form={form} errors={errors} today={today} />
        </Section>
        <Section title="Price">
          <PriceSection form={form} errors={errors} />
        </Section>
        <Section title="Guests">
          <GuestsSection form={form} errors={errors} />
        </Section>
        <Section title="Identity documents">
          <DocumentsSection form={form} errors={errors} />
        </Section>
        <Section title="Contact">
          <ContactSection form={form} errors={errors} />
        </Section>
        <Section title="Booking">
          <BookingSection form={form} errors={errors} />
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

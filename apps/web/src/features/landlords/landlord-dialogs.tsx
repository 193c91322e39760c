import { useMutation } from '@tanstack/react-query';
import {
  agreementSchema,
  landlordSchema,
  OWNER_EXPENSE_KINDS,
  RECOGNITIONS,
  REVENUE_BASES,
} from '@zamalek/domain/owners/agreement';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form/form-alert';
import { FormDialog, useDiscardGuard } from '@/components/form/form-dialog';
import { FormDialogFooter } from '@/components/form/form-dialog-footer';
import { schemaResolver } from '@/components/form/schema-resolver';
import { Checkbox } from '@/components/ui/checkbox';
import { DialogContent } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { useTRPC } from '@/lib/trpc';
import { ChoiceField, FolioFormHeader, TextField } from '../folio/folio-fields';
import { useLandlordMutationHandlers } from './landlord-mutations';

export const BASIS_CHOICES: Record<(typeof REVENUE_BASES)[number], string> = {
  net: 'Room revenue less commissions (net)',
  gross: 'Room revenue with taxes (gross)',
};
export const RECOGNITION_CHOICES: Record<(typeof RECOGNITIONS)[number], string> = {
  night: 'Night by night',
  check_in: 'The whole stay at check-in',
  check_out: 'The whole stay at check-out',
};
export const EXPENSE_LABELS: Record<(typeof OWNER_EXPENSE_KINDS)[number], string> = {
  maintenance: 'Maintenance',
  utilities: 'Utilities',
  cleaning: 'Cleaning',
  furnishing: 'Furnishing',
  other: 'Other',
};

interface LandlordValues {
  name: string;
  email: string;
  language: string;
}

/** Adds a landlord: who their statements are for and where they are mailed, in which language. */
export function AddLandlordDialog({ onClose }: { onClose: () => void }) {
  const trpc = useTRPC();
  const { failure, handlers } = useLandlordMutationHandlers('Landlord added', onClose);
  const add = useMutation(trpc.landlords.add.mutationOptions(handlers));
  const form = useForm({
    resolver: schemaResolver(landlordSchema, (values: LandlordValues) => ({
      name: values.name,
      email: values.email.trim() === '' ? null : values.email.trim(),
      language: values.language,
    })),
    defaultValues: { name: '', email: '', language: 'en' },
  });
  useDiscardGuard(form);
  return (
    <FormDialog open onOpenChange={(next) => !next && !add.isPending && onClose()}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-lg">
        <form
          noValidate
          aria-label="Add a landlord"
          className="grid gap-4"
          onSubmit={form.handleSubmit((input) => add.mutate(input))}
        >
          <FolioFormHeader
            title="Add a landlord"
            description="Their statements are mailed to this address, in their language."
          />
          {failure && <FormAlert>{failure}</FormAlert>}
          <TextField form={form} name="name" label="Name" required />
          <TextField form={form} name="email" label="E-mail" />
          <ChoiceField
            form={form}
            name="language"
            label="Statements in"
            options={[
              { value: 'en', label: 'English' },
              { value: 'ar', label: 'Arabic' },
            ]}
          />
          <FormDialogFooter
            pending={add.isPending}
            submit="Add landlord"
            pendingText="Adding..."
            spinnerLabel="Adding the landlord"
          />
        </form>
      </DialogContent>
    </FormDialog>
  );
}

interface TermsValues {
  effectiveFrom: string;
  sharePercent: string;
  basis: string;
  managementFeePercent: string;
  recognition: string;
  ownerPays: string[];
}

/** New terms for a landlord from a date on (never inside a month already issued). */
export function TermsDialog({
  landlord,
  defaultFrom,
  onClose,
}: {
  landlord: { id: string; name: string };
  defaultFrom: string;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const { failure, handlers } = useLandlordMutationHandlers(
    `New terms saved for ${landlord.name}`,
    onClose,
  );
  const save = useMutation(trpc.landlords.addAgreement.mutationOptions(handlers));
  const form = useForm({
    resolver: schemaResolver(agreementSchema, (values: TermsValues) => ({
      landlordId: landlord.id,
      effectiveFrom: values.effectiveFrom.trim(),
      sharePercent: Number(values.sharePercent),
      basis: values.basis,
      managementFeePercent: Number(values.managementFeePercent || '0'),
      recognition: values.recognition,
      ownerPays: values.ownerPays,
    })),
    defaultValues: {
      effectiveFrom: defaultFrom,
      sharePercent: '70',
      basis: 'net',
      managementFeePercent: '0',
      recognition: 'night',
      ownerPays: [],
    } satisfies TermsValues,
  });
  useDiscardGuard(form);
  const ownerPays = form.watch('ownerPays');
  return (
    <FormDialog open onOpenChange={(next) => !next && !save.isPending && onClose()}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-lg">
        <form
          noValidate
          aria-label={`Terms for ${landlord.name}`}
          className="grid gap-4"
          onSubmit={form.handleSubmit((input) => save.mutate(input))}
        >
          <FolioFormHeader
            title={`Terms for ${landlord.name}`}
            description="Terms apply from their date on; earlier terms stay as they were for the months before."
          />
          {failure && <FormAlert>{failure}</FormAlert>}
          <TextField
            form={form}
            name="effectiveFrom"
            label="From"
            required
            hint="A date, as 2027-01-01"
          />
          <TextField
            form={form}
            name="sharePercent"
            label="Landlord’s share"
            required
            inputMode="decimal"
            prefix="%"
          />
          <ChoiceField
            form={form}
            name="basis"
            label="Share of"
            options={REVENUE_BASES.map((value) => ({ value, label: BASIS_CHOICES[value] }))}
          />
          <TextField
            form={form}
            name="managementFeePercent"
            label="Management fee"
            inputMode="decimal"
            prefix="%"
            hint="Of the same revenue, taken from the landlord's share"
          />
          <ChoiceField
            form={form}
            name="recognition"
            label="Revenue counts"
            options={RECOGNITIONS.map((value) => ({ value, label: RECOGNITION_CHOICES[value] }))}
          />
          <fieldset className="grid gap-2">
            <legend className="mb-1 font-medium text-sm">Expenses the landlord pays</legend>
            {OWNER_EXPENSE_KINDS.map((kind) => (
              <div key={kind} className="flex items-center gap-2">
                <Checkbox
                  id={`pays-${kind}`}
                  checked={ownerPays.includes(kind)}
                  onCheckedChange={(checked) =>
                    form.setValue(
                      'ownerPays',
                      checked === true
                        ? [...ownerPays, kind]
                        : ownerPays.filter((entry) => entry !== kind),
                      { shouldDirty: true },
                    )
                  }
                />
                <Label htmlFor={`pays-${kind}`}>{EXPENSE_LABELS[kind]}</Label>
              </div>
            ))}
          </fieldset>
          <FormDialogFooter
            pending={save.isPending}
            submit="Save terms"
            pendingText="Saving..."
            spinnerLabel="Saving the terms"
          />
        </form>
      </DialogContent>
    </FormDialog>
  );
}

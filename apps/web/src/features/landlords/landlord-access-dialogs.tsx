import { useMutation } from '@tanstack/react-query';
import {
  landlordAccessSchema,
  PORTAL_FIGURE_LABELS,
  PORTAL_FIGURES,
  type PortalFigure,
  portalFiguresSchema,
} from '@zamalek/domain/owners/portal';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form/form-alert';
import { FormDialog, useDiscardGuard } from '@/components/form/form-dialog';
import { FormDialogFooter } from '@/components/form/form-dialog-footer';
import { schemaResolver } from '@/components/form/schema-resolver';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { DialogContent } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { useTRPC } from '@/lib/trpc';
import { FolioFormHeader, TextField } from '../folio/folio-fields';
import { useLandlordMutationHandlers } from './landlord-mutations';

interface LandlordLogin {
  id: string;
  name: string;
  email: string | null;
  login: string | null;
}

interface AccessValues {
  email: string;
  password: string;
}

/**
 * The landlord's own login: an address (an account already there is linked as it is; a new one
 * gets the first password given here), or ending it.
 */
export function LandlordAccessDialog({
  landlord,
  onClose,
}: {
  landlord: LandlordLogin;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const granted = useLandlordMutationHandlers(`${landlord.name} can now sign in`, onClose);
  const revoked = useLandlordMutationHandlers(`${landlord.name} can no longer sign in`, onClose);
  const grant = useMutation(trpc.landlordAccess.grant.mutationOptions(granted.handlers));
  const revoke = useMutation(trpc.landlordAccess.revoke.mutationOptions(revoked.handlers));
  const form = useForm({
    resolver: schemaResolver(landlordAccessSchema, (values: AccessValues) => ({
      landlordId: landlord.id,
      email: values.email.trim(),
      password: values.password,
    })),
    defaultValues: { email: landlord.login ?? landlord.email ?? '', password: '' },
  });
  useDiscardGuard(form);
  const pending = grant.isPending || revoke.isPending;
  const failure = granted.failure ?? revoked.failure;
  return (
    <FormDialog open onOpenChange={(next) => !next && !pending && onClose()}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-lg">
        <form
          noValidate
          aria-label={`Login for ${landlord.name}`}
          className="grid gap-4"
          onSubmit={form.handleSubmit((input) => grant.mutate(input))}
        >
          <FolioFormHeader
            title={`Login for ${landlord.name}`}
            description="They see their rooms' booked and blocked nights, their statements and the figures you choose — never a guest's name or contact."
          />
          {failure && <FormAlert>{failure}</FormAlert>}
          {landlord.login && (
            <p className="text-sm">
              Signs in as <span className="font-medium">{landlord.login}</span>.
            </p>
          )}
          <TextField form={form} name="email" label="E-mail they sign in with" required />
          <TextField
            form={form}
            name="password"
            label="First password"
            hint="Only for an address with no account yet: tell it to them; they can change it from their menu."
          />
          {landlord.login && (
            <Button
              type="button"
              variant="outline"
              className="justify-self-start"
              disabled={pending}
              onClick={() => revoke.mutate({ landlordId: landlord.id })}
            >
              End their login
            </Button>
          )}
          <FormDialogFooter
            pending={grant.isPending}
            submit="Save login"
            pendingText="Saving..."
            spinnerLabel="Saving the login"
          />
        </form>
      </DialogContent>
    </FormDialog>
  );
}

/** Which figures of the month so far the landlord's own pages show. */
export function PortalFiguresDialog({
  landlord,
  onClose,
}: {
  landlord: { id: string; name: string; portalFigures: readonly PortalFigure[] };
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const { failure, handlers } = useLandlordMutationHandlers(
    `Figures saved for ${landlord.name}`,
    onClose,
  );
  const save = useMutation(trpc.landlordAccess.setFigures.mutationOptions(handlers));
  const form = useForm({
    resolver: schemaResolver(portalFiguresSchema, (values: { figures: PortalFigure[] }) => ({
      landlordId: landlord.id,
      figures: values.figures,
    })),
    defaultValues: { figures: [...landlord.portalFigures] },
  });
  useDiscardGuard(form);
  const figures = form.watch('figures');
  return (
    <FormDialog open onOpenChange={(next) => !next && !save.isPending && onClose()}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-lg">
        <form
          noValidate
          aria-label={`Figures for ${landlord.name}`}
          className="grid gap-4"
          onSubmit={form.handleSubmit((input) => save.mutate(input))}
        >
          <FolioFormHeader
            title={`Figures for ${landlord.name}`}
            description="Their pages show these for the month so far, as its statement would say if issued now."
          />
          {failure && <FormAlert>{failure}</FormAlert>}
          <fieldset className="grid gap-2">
            <legend className="mb-1 font-medium text-sm">Shown to the landlord</legend>
            {PORTAL_FIGURES.map((figure) => (
              <div key={figure} className="flex items-center gap-2">
                <Checkbox
                  id={`figure-${figure}`}
                  checked={figures.includes(figure)}
                  onCheckedChange={(checked) =>
                    form.setValue(
                      'figures',
                      checked === true
                        ? [...figures, figure]
                        : figures.filter((entry) => entry !== figure),
                      { shouldDirty: true },
                    )
                  }
                />
                <Label htmlFor={`figure-${figure}`}>{PORTAL_FIGURE_LABELS[figure]}</Label>
              </div>
            ))}
          </fieldset>
          <FormDialogFooter
            pending={save.isPending}
            submit="Save figures"
            pendingText="Saving..."
            spinnerLabel="Saving the figures"
          />
        </form>
      </DialogContent>
    </FormDialog>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type RegistrationSettings,
  registrationSettingsSchema,
} from '@zamalek/domain/registrations/settings';
import { useForm } from 'react-hook-form';
import { FormField, fieldAria } from '@/components/form/form-field';
import { schemaResolver } from '@/components/form/schema-resolver';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { refusalMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import { RegistrationListFieldsForm } from './registration-list-fields-form';

const DAYS_ID = 'settings-registration-days';

interface Values {
  required: boolean;
  retentionDays: string;
}

/** Guest registration: whether check-in waits for every adult's signature, and how long it is kept. */
export function RegistrationCard() {
  const trpc = useTRPC();
  const saved = useQuery(trpc.settings.registration.queryOptions());
  if (!saved.data) return null;
  return <RegistrationForm saved={saved.data} />;
}

function RegistrationForm({ saved }: { saved: RegistrationSettings }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: schemaResolver(registrationSettingsSchema, (values: Values) => ({
      required: values.required,
      retentionDays: Number(values.retentionDays),
    })),
    values: { required: saved.required, retentionDays: String(saved.retentionDays) },
  });
  const update = useMutation(
    trpc.settings.updateRegistration.mutationOptions({
      onSuccess: async () => {
        toast.success('Registration settings saved');
        await queryClient.invalidateQueries({ queryKey: trpc.settings.registration.queryKey() });
      },
      onError: (failure) =>
        form.setError('retentionDays', {
          message: refusalMessage(failure) ?? 'Could not save the settings.',
        }),
    }),
  );
  const error = form.formState.errors.retentionDays?.message;
  const required = form.watch('required');
  return (
    <Card>
      <CardHeader>
        <CardTitle>Guest registration</CardTitle>
        <CardDescription>
          Every guest's ID details, signed with the house rules. Registrations and signatures are
          erased this many days after the guests leave.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          aria-label="Guest registration"
          onSubmit={form.handleSubmit((values) => update.mutate(values))}
          noValidate
          className="grid gap-4"
        >
          <div className="flex items-center gap-2">
            <Checkbox
              id="settings-registration-required"
              checked={required}
              onCheckedChange={(checked) =>
                form.setValue('required', checked === true, { shouldDirty: true })
              }
            />
            <Label htmlFor="settings-registration-required">
              Check guests in only once every adult has signed their registration
            </Label>
          </div>
          <div className="flex flex-wrap items-end gap-3">
            <FormField
              id={DAYS_ID}
              label="Keep after departure (days)"
              error={error}
              className="w-48"
            >
              <Input
                {...fieldAria(DAYS_ID, error)}
                inputMode="numeric"
                {...form.register('retentionDays')}
              />
            </FormField>
            <Button type="submit" disabled={update.isPending || !form.formState.isDirty}>
              Save registration settings
            </Button>
          </div>
        </form>
        <RegistrationListFieldsForm />
      </CardContent>
    </Card>
  );
}

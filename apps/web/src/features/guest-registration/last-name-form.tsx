import { linkAccessSchema } from '@zamalek/domain/registrations/link';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form/form-alert';
import { schemaResolver } from '@/components/form/schema-resolver';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { t } from '@/lib/i18n/i18n';

/** The one thing asked before the page shows anything of the stay: the booking's last name. */
export function LastNameForm({
  token,
  pending,
  refusal,
  onSubmit,
}: {
  token: string;
  pending: boolean;
  refusal: string | null;
  onSubmit: (lastName: string) => void;
}) {
  const form = useForm({
    resolver: schemaResolver(linkAccessSchema, (values: { lastName: string }) => ({
      token,
      lastName: values.lastName,
    })),
    defaultValues: { lastName: '' },
  });
  const invalid = form.formState.errors.lastName !== undefined;
  return (
    <form
      noValidate
      className="mx-auto mt-8 grid max-w-sm gap-3 rounded-xl border bg-card p-5 shadow-xs"
      onSubmit={form.handleSubmit((input) => onSubmit(input.lastName))}
    >
      {refusal && <FormAlert>{refusal}</FormAlert>}
      <Label htmlFor="registration-last-name">{t('register.lastNameLabel')}</Label>
      <Input
        id="registration-last-name"
        autoComplete="family-name"
        aria-invalid={invalid || undefined}
        aria-describedby="registration-last-name-hint"
        {...form.register('lastName')}
      />
      <p
        id="registration-last-name-hint"
        className={invalid ? 'text-destructive text-sm' : 'text-muted-foreground text-sm'}
      >
        {t('register.lastNameHint')}
      </p>
      <Button type="submit" disabled={pending}>
        {pending ? t('register.checking') : t('register.continue')}
      </Button>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signInSchema } from '@zamalek/domain/auth';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormAlert } from '@/components/form/form-alert';
import { FormField, fieldAria } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { signInErrorMessage } from '@/features/auth/auth-errors';
import { propertyToSettle, settleAt } from '@/lib/property';
import { useTRPC } from '@/lib/trpc';
// The back office's style sheet (every utility of the app) loads with this screen's code.
import '@/styles/back-office.css';

/** On success the session is cached; the /auth page then moves the signed-in user on. */
export function SignInForm({ defaultEmail }: { defaultEmail: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);

  const form = useForm({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: defaultEmail, password: '', staySignedIn: true },
  });
  const { errors } = form.formState;

  const signIn = useMutation(
    trpc.auth.signIn.mutationOptions({
      onSuccess: async (session) => {
        // Someone who works at several buildings starts at their first: the session is read
        // again naming it, so they land on its screens.
        const settle = propertyToSettle(session);
        if (settle === null) {
          queryClient.setQueryData(trpc.auth.session.queryKey(), session);
        } else {
          settleAt(settle);
          await queryClient.invalidateQueries({ queryKey: trpc.auth.session.queryKey() });
        }
        toast.success('Welcome back!');
      },
      onError: (error) => setServerError(signInErrorMessage(error)),
    }),
  );

  const onSubmit = form.handleSubmit((values) => {
    setServerError(null);
    signIn.mutate(values);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Sign in">
      {serverError && <FormAlert>{serverError}</FormAlert>}
      <FormField id="sign-in-email" label="Email" error={errors.email?.message}>
        <Input
          {...fieldAria('sign-in-email', errors.email?.message)}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          {...form.register('email')}
        />
      </FormField>
      <FormField id="sign-in-password" label="Password" error={errors.password?.message}>
        <Input
          {...fieldAria('sign-in-password', errors.password?.message)}
          type="password"
          autoComplete="current-password"
          {...form.register('password')}
        />
      </FormField>
      <div className="flex items-center gap-2">
        <Controller
          control={form.control}
          name="staySignedIn"
          render={({ field }) => (
            <Checkbox
              id="stay-signed-in"
              checked={field.value ?? true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        <Label htmlFor="stay-signed-in" className="font-normal">
          Stay signed in
        </Label>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending && <Spinner label="Signing in" />}
        {signIn.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { PASSWORD_MIN_LENGTH, signUpSchema } from '@zamalek/domain/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormAlert } from '@/components/form/form-alert';
import { FormField, fieldAria } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { signUpErrorMessage } from '@/features/auth/auth-errors';
import { useTRPC } from '@/lib/trpc';

export function SignUpForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const trpc = useTRPC();
  const [serverError, setServerError] = useState<string | null>(null);

  const form = useForm({
    resolver: zodResolver(signUpSchema),
    defaultValues: { fullName: '', email: '', password: '' },
  });
  const { errors } = form.formState;

  const signUp = useMutation(
    trpc.auth.signUp.mutationOptions({
      onError: (error) => setServerError(signUpErrorMessage(error)),
    }),
  );

  const onSubmit = form.handleSubmit((values) => {
    setServerError(null);
    signUp.mutate(values, {
      onSuccess: () => {
        toast.success('Account created! You can now sign in.');
        onSignedUp(values.email);
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Sign up">
      {serverError && <FormAlert>{serverError}</FormAlert>}
      <FormField id="sign-up-name" label="Full name" error={errors.fullName?.message}>
        <Input
          {...fieldAria('sign-up-name', errors.fullName?.message)}
          autoComplete="name"
          placeholder="Nour El-Sayed"
          {...form.register('fullName')}
        />
      </FormField>
      <FormField id="sign-up-email" label="Email" error={errors.email?.message}>
        <Input
          {...fieldAria('sign-up-email', errors.email?.message)}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          {...form.register('email')}
        />
      </FormField>
      <FormField
        id="sign-up-password"
        label="Password"
        error={errors.password?.message}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      >
        <Input
          {...fieldAria('sign-up-password', errors.password?.message, true)}
          type="password"
          autoComplete="new-password"
          {...form.register('password')}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={signUp.isPending}>
        {signUp.isPending && <Spinner label="Creating account" />}
        {signUp.isPending ? 'Creating account...' : 'Sign Up'}
      </Button>
    </form>
  );
}

import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { landingPath } from '@zamalek/domain/roles';
import { useEffect, useState } from 'react';
import { DataLayerBoundary, preloadDataLayer } from '@/components/data-layer-boundary';
import { Logo } from '@/components/logo';
import { Redirect } from '@/components/redirect';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FullPageSpinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { SignInForm } from '@/features/auth/sign-in-form';
import { SignUpForm } from '@/features/auth/sign-up-form';
import { useAuth, useIsSigningOut } from '@/lib/auth';

type Mode = 'sign-in' | 'sign-up';

/** Only same-site paths are honoured as a return address after signing in. */
function safeRedirect(value: unknown): string | undefined {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//')
    ? value
    : undefined;
}

export const Route = createFileRoute('/auth')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const redirect = safeRedirect(search.redirect);
    return redirect ? { redirect } : {};
  },
  head: () => ({ meta: [{ title: 'Sign in · Zamalek Suites' }] }),
  // The sign-in form and the session go through the API.
  loader: preloadDataLayer,
  component: AuthRoute,
});

function AuthRoute() {
  return (
    <DataLayerBoundary fallback={<FullPageSpinner />}>
      <AuthPage />
    </DataLayerBoundary>
  );
}

function AuthPage() {
  const { redirect } = Route.useSearch();
  const auth = useAuth();
  const { user, isLoading } = auth;
  const signingOut = useIsSigningOut();
  const [mode, setMode] = useState<Mode>('sign-in');
  const [email, setEmail] = useState('');

  if (isLoading || signingOut) return <FullPageSpinner />;
  // Already signed in, or just signed in: on to the page that sent us here, or where they work.
  if (user) {
    return redirect ? <RedirectTo href={redirect} /> : <Redirect to={landingPath(auth)} replace />;
  }

  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside className="relative hidden overflow-hidden bg-primary p-12 text-primary-foreground lg:flex lg:flex-col">
        <Link
          to="/"
          className="w-fit rounded-sm focus-visible:outline-2 focus-visible:outline-sand"
        >
          <Logo tone="inverse" />
        </Link>
        <div className="mt-auto max-w-md space-y-4">
          <p className="text-sand text-xs uppercase tracking-[0.35em]">Staff back office</p>
          <p className="font-serif text-4xl leading-tight">Every stay, every suite, at a glance.</p>
          <p className="text-primary-foreground/70">
            Reservations, rooms and guests of Zamalek Suites, updated live for the whole team.
          </p>
        </div>
        <div
          aria-hidden="true"
          className="-right-24 -top-24 pointer-events-none absolute size-96 rounded-full border border-sand/20"
        />
        <div
          aria-hidden="true"
          className="-right-8 -top-8 pointer-events-none absolute size-64 rounded-full border border-sand/15"
        />
      </aside>

      <main className="flex flex-col items-center justify-center bg-muted/60 px-4 py-10 sm:px-6">
        <Link
          to="/"
          aria-label="Zamalek Suites home"
          className="mb-8 rounded-sm focus-visible:outline-2 focus-visible:outline-ring lg:hidden"
        >
          <Logo />
        </Link>
        <Card className="w-full max-w-md gap-5 shadow-md">
          <CardHeader>
            <CardTitle>
              <h1 className="font-serif text-3xl text-primary">
                {mode === 'sign-in' ? 'Welcome back' : 'Create an account'}
              </h1>
            </CardTitle>
            <CardDescription>
              {mode === 'sign-in'
                ? 'Sign in to the Zamalek Suites back office.'
                : 'Sign up with your work e-mail. An admin assigns your role.'}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Tabs
              value={mode}
              onValueChange={(value) => setMode(value === 'sign-up' ? 'sign-up' : 'sign-in')}
            >
              <TabsList className="mb-4 grid w-full grid-cols-2">
                <TabsTrigger value="sign-in">Sign In</TabsTrigger>
                <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
              </TabsList>
              <TabsContent value="sign-in">
                <SignInForm defaultEmail={email} />
              </TabsContent>
              <TabsContent value="sign-up">
                <SignUpForm
                  onSignedUp={(signedUpEmail) => {
                    setEmail(signedUpEmail);
                    setMode('sign-in');
                  }}
                />
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
        <Link
          to="/"
          className="mt-6 rounded-sm text-muted-foreground text-sm hover:text-primary focus-visible:outline-2 focus-visible:outline-ring"
        >
          ← Back to the website
        </Link>
      </main>
    </div>
  );
}

/** Like <Redirect>, for a same-site path that came from the URL rather than the route table. */
function RedirectTo({ href }: { href: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate({ href, replace: true });
  }, [navigate, href]);
  return <FullPageSpinner />;
}

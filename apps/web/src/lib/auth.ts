import { useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { appErrorCode } from '@/lib/errors';
import { forgetProperty } from '@/lib/property';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

/** Session data is refreshed on focus and after sign-in/out; no need to refetch it on every screen. */
const SESSION_STALE_MS = 5 * 60_000;

/**
 * The signed-in user, their role and what it may do now (`capabilities`, the server's answer:
 * pass the result to `can()`), from the `auth.session` query (shared through the query cache, so
 * no provider is needed). `isLoading` is true until the first answer arrives.
 */
export function useAuth() {
  const trpc = useTRPC();
  const query = useQuery(
    trpc.auth.session.queryOptions(undefined, { staleTime: SESSION_STALE_MS }),
  );
  const session = query.data ?? null;
  return {
    session,
    user: session?.user ?? null,
    role: session?.role ?? null,
    capabilities: session?.capabilities ?? [],
    /** Signs in as a landlord somewhere (their own pages at /owner). */
    landlord: (session?.landlordAt.length ?? 0) > 0,
    isLoading: query.isPending,
  };
}

/**
 * Asks the server again who is signed in. When the answer is "nobody" (signed out elsewhere, or
 * the account was disabled), the back office's guard sends the user to /auth.
 */
export function useRefreshSession(): () => Promise<void> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.auth.session.queryKey() });
}

/**
 * True while a sign-out (here or everywhere) is under way: the /auth page then waits instead of
 * bouncing back.
 */
export function useIsSigningOut(): boolean {
  const trpc = useTRPC();
  const here = useIsMutating({ mutationKey: trpc.auth.signOut.mutationKey() });
  const everywhere = useIsMutating({ mutationKey: trpc.auth.signOutEverywhere.mutationKey() });
  return here + everywhere > 0;
}

/** After the server ended this session: on to /auth, forgetting every cached answer. */
function useLeaveBackOffice() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    // Leave the back office while it still sees a user (so its guard does not redirect on its
    // own), then drop the cached data, the session included.
    await navigate({ to: '/auth', replace: true });
    forgetProperty();
    queryClient.clear();
    queryClient.setQueryData(trpc.auth.session.queryKey(), null);
  };
}

/** Signs out on the server, returns to /auth and forgets every cached answer. */
export function useSignOut() {
  const trpc = useTRPC();
  const leave = useLeaveBackOffice();
  return useMutation(
    trpc.auth.signOut.mutationOptions({
      onSuccess: leave,
      onError: () => {
        toast.error('An unexpected error occurred');
      },
    }),
  );
}

/** Ends every session of the user, this one included, then returns to /auth like a sign-out. */
export function useSignOutEverywhere() {
  const trpc = useTRPC();
  const leave = useLeaveBackOffice();
  return useMutation(
    trpc.auth.signOutEverywhere.mutationOptions({
      onSuccess: async () => {
        await leave();
        toast.success('Signed out everywhere', {
          description: 'Every device and browser signed in as you has to sign in again.',
        });
      },
      onError: async (error) => {
        // Already signed out (by another device, say): the outcome asked for.
        if (appErrorCode(error) === 'NOT_SIGNED_IN') await leave();
        else toast.error('An unexpected error occurred');
      },
    }),
  );
}

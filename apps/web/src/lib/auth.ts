import { useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
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

/** True while a sign-out is under way (the /auth page then waits instead of bouncing back). */
export function useIsSigningOut(): boolean {
  const trpc = useTRPC();
  return useIsMutating({ mutationKey: trpc.auth.signOut.mutationKey() }) > 0;
}

/** Signs out on the server, returns to /auth and forgets every cached answer. */
export function useSignOut() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation(
    trpc.auth.signOut.mutationOptions({
      onSuccess: async () => {
        // Leave the back office while it still sees a user (so its guard does not redirect
        // on its own), then drop the cached data, the session included.
        await navigate({ to: '/auth', replace: true });
        queryClient.clear();
        queryClient.setQueryData(trpc.auth.session.queryKey(), null);
      },
      onError: () => {
        toast.error('An unexpected error occurred');
      },
    }),
  );
}

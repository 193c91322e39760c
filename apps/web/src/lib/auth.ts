import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { toast } from 'sonner';
import { useTRPC } from '@/lib/trpc';

/** Session data is refreshed on focus and after sign-in/out; no need to refetch it on every screen. */
const SESSION_STALE_MS = 5 * 60_000;

/**
 * The signed-in user and their role, from the `auth.session` query (shared through the query
 * cache, so no provider is needed). `isLoading` is true until the first answer arrives.
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
    isLoading: query.isPending,
  };
}

/** Signs out on the server, forgets every cached answer and returns to /auth. */
export function useSignOut() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation(
    trpc.auth.signOut.mutationOptions({
      onSuccess: async () => {
        const sessionKey = trpc.auth.session.queryKey();
        // Mark the session as gone first so the guard and /auth agree, leave the back office,
        // and only then drop the other cached data (nothing of it is mounted any more).
        queryClient.setQueryData(sessionKey, null);
        await navigate({ to: '/auth', replace: true });
        queryClient.clear();
        queryClient.setQueryData(sessionKey, null);
      },
      onError: () => {
        toast.error('An unexpected error occurred');
      },
    }),
  );
}

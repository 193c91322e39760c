import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { trpcErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

/** What a landlord dialog does once saved (says so, closes, refreshes the page) or refused. */
export function useLandlordMutationHandlers(success: string, onClose: () => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  return {
    failure,
    handlers: {
      onSuccess: async () => {
        toast.success(success);
        onClose();
        await queryClient.invalidateQueries({ queryKey: trpc.landlords.pathKey() });
      },
      onError: (error: unknown) =>
        setFailure(trpcErrorMessage(error) ?? 'Could not save. Please try again.'),
    },
  };
}

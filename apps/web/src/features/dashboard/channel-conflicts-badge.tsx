import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { TriangleAlertIcon } from 'lucide-react';
import { useTRPC } from '@/lib/trpc';

/**
 * The open channel conflicts, in words, linking to the Channels page. Shown only to people who
 * may manage channels (the caller checks) and only while there is at least one; the live
 * subscription refreshes it when a conflict is recorded or resolved.
 */
export function ChannelConflictsBadge() {
  const trpc = useTRPC();
  const count = useQuery(trpc.channels.conflictCount.queryOptions());
  const open = count.data ?? 0;
  if (open === 0) return null;
  return (
    <Link
      to="/channels"
      className="inline-flex items-center gap-1.5 rounded-full bg-red-600 px-3 py-1 font-medium text-sm text-white outline-none hover:bg-red-700 focus-visible:ring-[3px] focus-visible:ring-red-600/50"
      data-testid="dashboard-channel-conflicts"
    >
      <TriangleAlertIcon className="size-4" aria-hidden="true" />
      {open === 1 ? '1 channel conflict' : `${open} channel conflicts`}
      <span className="sr-only"> to resolve on the Channels page</span>
    </Link>
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { ChannelsPage } from '@/features/channels/channels-page';
import { RequireCapability } from '@/features/staff/require-capability';

export const Route = createFileRoute('/_staff/channels')({
  head: () => ({ meta: [{ title: 'Channels · Zamalek Suites' }] }),
  component: ChannelsRoute,
});

function ChannelsRoute() {
  return (
    <RequireCapability screen="channels">
      <ChannelsPage />
    </RequireCapability>
  );
}

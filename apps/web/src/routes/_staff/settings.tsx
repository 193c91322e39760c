import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '@/features/settings/settings-page';
import { RequireCapability } from '@/features/staff/require-capability';

export const Route = createFileRoute('/_staff/settings')({
  head: () => ({ meta: [{ title: 'Settings · Zamalek Suites' }] }),
  component: SettingsRoute,
});

function SettingsRoute() {
  return (
    <RequireCapability screen="settings">
      <SettingsPage />
    </RequireCapability>
  );
}

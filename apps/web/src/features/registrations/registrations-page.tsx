import { can } from '@zamalek/domain/roles';
import { PageHeader } from '@/components/page/page-header';
import { useAuth } from '@/lib/auth';
import { ArrivalsSection } from './arrivals-section';
import { AuthorityListSection } from './authority-list-page';

/**
 * /registrations: where the guests' registrations stand for a day's arrivals (the desk, managers
 * and admins), and the lists for the authorities (those who may export them).
 */
export function RegistrationsPage() {
  const auth = useAuth();
  return (
    <div className="mx-auto grid max-w-5xl gap-8">
      <PageHeader
        title="Registrations"
        subtitle="Who has registered before arriving, and the lists the authorities ask for."
      />
      <ArrivalsSection />
      {can(auth, 'registrations.export') && (
        <div className="max-w-3xl">
          <AuthorityListSection />
        </div>
      )}
    </div>
  );
}

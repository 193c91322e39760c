import type { PropertyStatus } from '@zamalek/domain/locations';
import { t } from '@/lib/i18n/i18n';

/** "Open now" or "Coming Soon", as a badge. */
export function StatusBadge({ status }: { status: PropertyStatus }) {
  if (status === 'coming_soon') {
    return (
      <p
        className="w-fit rounded-full bg-accent px-3 py-1 font-medium text-accent-foreground text-xs"
        data-testid="location-status"
      >
        {t('locations.comingSoon')}
      </p>
    );
  }
  return (
    // The badge's words in the body colour: green text on its pale green fails contrast.
    <p
      className="inline-flex w-fit items-center gap-1.5 rounded-full bg-success/15 px-3 py-1 font-medium text-foreground text-xs"
      data-testid="location-status"
    >
      <span className="size-1.5 rounded-full bg-success" aria-hidden="true" />
      {t('locations.openNow')}
    </p>
  );
}

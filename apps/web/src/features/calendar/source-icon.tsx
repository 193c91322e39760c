import { isBookingComSource } from '@zamalek/domain/money';
import { SOURCE_DIRECT_WEBSITE } from '@zamalek/domain/sales-source';
import { WALK_IN_SOURCE } from '@zamalek/domain/walk-in-source';
import {
  Building2Icon,
  CircleDashedIcon,
  FootprintsIcon,
  GlobeIcon,
  HouseIcon,
  type LucideIcon,
  TagIcon,
} from 'lucide-react';

/** Which picture a source gets; its words always go with it (the icon alone says nothing). */
function iconOf(source: string | null | undefined): LucideIcon {
  const text = source?.trim().toLowerCase() ?? '';
  if (!text) return CircleDashedIcon;
  if (isBookingComSource(source)) return Building2Icon;
  if (text.includes('airbnb')) return HouseIcon;
  if (text === SOURCE_DIRECT_WEBSITE.toLowerCase() || text === 'website') return GlobeIcon;
  if (text === WALK_IN_SOURCE.toLowerCase()) return FootprintsIcon;
  return TagIcon;
}

export function SourceIcon({
  source,
  className,
}: {
  source: string | null | undefined;
  className?: string;
}) {
  const Icon = iconOf(source);
  return <Icon className={className} aria-hidden="true" />;
}

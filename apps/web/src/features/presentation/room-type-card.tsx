import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PhotosSection } from './photos-section';
import { PresentationForm } from './presentation-form';
import { RoomNamesSection } from './room-names-section';
import type { RoomTypePresentation } from './types';

const slug = (unitType: string) => unitType.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** One room type: its words, its photos and its rooms' own names. */
export function RoomTypeCard({ type }: { type: RoomTypePresentation }) {
  const id = `type-${slug(type.unitType)}`;
  const rooms = type.rooms.length;
  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle>
          <h2 id={`${id}-title`} className="text-lg">
            {type.unitType}
          </h2>
        </CardTitle>
        <CardDescription>
          Room type of {rooms === 1 ? '1 room' : `${rooms} rooms`}:{' '}
          {type.rooms.map((room) => room.name).join(', ')}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8">
        <PresentationForm type={type} idPrefix={id} />
        <PhotosSection type={type} idPrefix={id} />
        <RoomNamesSection type={type} idPrefix={id} />
      </CardContent>
    </Card>
  );
}

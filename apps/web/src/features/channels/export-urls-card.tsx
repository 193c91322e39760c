import { CopyIcon, RefreshCwIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import type { ExportRoom } from './types';
import { useChannelActions } from './use-channels';

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success('Export URL copied');
  } catch {
    toast.error('Could not copy; select the address and copy it by hand.');
  }
}

/** Each room's export URL to hand to the channels, with copy and rotate. */
export function ExportUrlsCard({ rooms }: { rooms: ExportRoom[] }) {
  const { rotate } = useChannelActions();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Export URLs</CardTitle>
        <CardDescription>
          Give each channel its room's address so it closes the nights booked here. Anyone with the
          address sees which nights are taken (no guest details); make a new one if it leaks.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {rooms.length === 0 ? (
          <p className="text-muted-foreground text-sm">No rooms yet.</p>
        ) : (
          <ul className="grid gap-3">
            {rooms.map((room) => {
              const url = room.exportPath ? `${window.location.origin}${room.exportPath}` : null;
              const inputId = `export-url-${room.unitId}`;
              return (
                <li
                  key={room.unitId}
                  className="grid gap-2 rounded-md border p-3 sm:grid-cols-[10rem_1fr_auto] sm:items-center"
                >
                  <label htmlFor={inputId} className="font-medium text-sm">
                    {room.unitName}
                  </label>
                  {url ? (
                    <Input
                      id={inputId}
                      readOnly
                      value={url}
                      className="font-mono text-xs"
                      onFocus={(event) => event.currentTarget.select()}
                    />
                  ) : (
                    <p id={inputId} className="text-muted-foreground text-sm">
                      No export URL yet.
                    </p>
                  )}
                  <div className="flex gap-2">
                    {url && (
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() => copy(url)}
                        aria-label={`Copy the export URL of ${room.unitName}`}
                      >
                        <CopyIcon aria-hidden="true" />
                        Copy
                      </Button>
                    )}
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={rotate.isPending}
                      onClick={() => {
                        if (
                          url &&
                          !window.confirm(
                            `Make a new export URL for ${room.unitName}? The channels using the current one must be given the new one.`,
                          )
                        )
                          return;
                        rotate.mutate({ unitId: room.unitId });
                      }}
                      aria-label={`${url ? 'Rotate' : 'Create'} the export URL of ${room.unitName}`}
                    >
                      <RefreshCwIcon aria-hidden="true" />
                      {url ? 'Rotate' : 'Create'}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

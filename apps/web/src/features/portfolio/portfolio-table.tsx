import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { formatPercent } from '@/features/analytics/format';
import { moneyOrDash } from '@/lib/format';
import { switchProperty } from '@/lib/property';
import type { RouterOutputs } from '@/lib/router-types';
import { PropertyStatusButton } from './property-status-button';

type Overview = RouterOutputs['portfolio']['overview'];
type Figures = Overview['total'];

function FigureCells({ row }: { row: Figures }) {
  return (
    <>
      <TableCell className="text-right tabular-nums">{row.units}</TableCell>
      <TableCell className="text-right tabular-nums">{formatPercent(row.occupancyRate)}</TableCell>
      <TableCell className="text-right tabular-nums">{moneyOrDash(row.adrCents)}</TableCell>
      <TableCell className="text-right tabular-nums">{moneyOrDash(row.revPARCents)}</TableCell>
      <TableCell className="text-right tabular-nums">{moneyOrDash(row.revenueCents)}</TableCell>
    </>
  );
}

/** Each property's figures for the month, and the total of all (the sums' rates, not averages). */
export function PortfolioTable({ overview }: { overview: Overview }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Properties</h2>
        </CardTitle>
        <CardDescription>
          Room revenue of the nights in the month, by the Analytics page's definitions; the total is
          all the buildings' nights and revenue together.
        </CardDescription>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        <Table aria-label="Properties side by side">
          <TableHeader>
            <TableRow>
              <TableHead>Property</TableHead>
              <TableHead className="text-right">Rooms</TableHead>
              <TableHead className="text-right">Occupancy</TableHead>
              <TableHead className="text-right">ADR</TableHead>
              <TableHead className="text-right">RevPAR</TableHead>
              <TableHead className="text-right">Revenue</TableHead>
              <TableHead>
                <span className="sr-only">Open</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {overview.properties.map((property) => (
              <TableRow key={property.id}>
                <TableCell className="font-medium">
                  {property.name}{' '}
                  {property.status === 'coming_soon' && (
                    <Badge variant="secondary">Coming soon</Badge>
                  )}
                </TableCell>
                <FigureCells row={property} />
                <TableCell className="text-right">
                  <div className="flex justify-end gap-2">
                    <PropertyStatusButton property={property} />
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => switchProperty(property.slug)}
                      aria-label={`Open ${property.name}`}
                    >
                      Open
                    </Button>
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell className="font-semibold">All properties</TableCell>
              <FigureCells row={overview.total} />
              <TableCell />
            </TableRow>
          </TableFooter>
        </Table>
      </CardContent>
    </Card>
  );
}

import { z } from 'zod';

/** The kinds of file an archive carries: the first segment of their keys in the object store. */
export const FILE_KINDS = ['documents', 'photos'] as const;

const checksum = z.object({
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

/** The first entry of an archive: what it holds, with a checksum of every other entry. */
export const manifestSchema = z.object({
  product: z.literal('zamalek-suites'),
  format: z.literal(1),
  createdAt: z.string(),
  /** Migrations applied to the database when it was dumped. */
  schemaVersion: z.number().int().nonnegative(),
  lastMigration: z.string().nullable(),
  driver: z.enum(['pglite', 'postgres']),
  tables: z.record(z.string(), checksum.extend({ rows: z.number().int().nonnegative() })),
  /** By entry name: `files/documents/<key>`, `files/photos/<key>/<width>.<format>`. */
  files: z.record(z.string(), checksum),
});
export type Manifest = z.infer<typeof manifestSchema>;

export const MANIFEST_ENTRY = 'manifest.json';
export const tableEntry = (table: string) => `database/${table}.ndjson`;
/** An object's entry: `documents/<key>` → `files/documents/<key>`. */
export const fileEntry = (key: string) => `files/${key}`;

const TABLE_ENTRY = /^database\/([a-z_][a-z0-9_]*)\.ndjson$/;
const KEY = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const FILE_ENTRY = new RegExp(`^files/(documents/${KEY}|photos/${KEY}/\\d{1,5}\\.[a-z0-9]{2,5})$`);

/** Whether an entry name is one an archive may hold: nothing else is ever written to disk. */
export function isKnownEntry(name: string): boolean {
  return name === MANIFEST_ENTRY || TABLE_ENTRY.test(name) || FILE_ENTRY.test(name);
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ROLE_LABELS, ROLES } from '../packages/domain/src/roles';
import { blankComments, houseRuleViolations, ROLE_WORDS, ROUTER_MAX_LINES } from './house-rules';

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const trees: string[] = [];

function tree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'house-rules-tree-'));
  trees.push(root);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

afterAll(() => {
  for (const root of trees) fs.rmSync(root, { recursive: true, force: true });
});

const lines = (count: number, line: (index: number) => string) =>
  Array.from({ length: count }, (_, index) => line(index)).join('\n');

/** One break of each rule, beside code that keeps it. */
const SMALL_TREE = {
  'packages/domain/src/stamp.ts': [
    'export const stamp = () => new Date();',
    'export const ms = () => Date.now();',
    "export const parsed = new Date('2026-01-01');",
    '// new Date() in a comment',
  ].join('\n'),
  'apps/server/src/reservations/today.ts': [
    "import { todayIn } from '@zamalek/domain/dates';",
    "export const today = (now: Date) => todayIn('Africa/Cairo', now);",
  ].join('\n'),
  'apps/server/src/jobs/digest.ts': [
    "import { clockIn } from '@zamalek/domain/dates';",
    "export const run = (now: Date) => clockIn('Africa/Cairo', now);",
  ].join('\n'),
  'apps/server/src/property-today.ts': 'export const now = () => new Date();',
  'apps/server/src/trpc/routers/big.ts': lines(
    ROUTER_MAX_LINES + 1,
    (i) => `export const r${i} = ${i};`,
  ),
  'apps/server/src/trpc/routers/small.ts': `${lines(ROUTER_MAX_LINES, (i) => `export const r${i} = ${i};`)}\n\n${lines(20, () => '// a comment')}`,
  'packages/db/src/queries/windows.ts': [
    'export const overlapping = (from: string, to: string) => sql`',
    `  \${reservations.checkInDate} < \${to} and \${reservations.checkOutDate} > \${from}\`;`,
    'export const tonight = (today: string) =>',
    '  and(lte(unitHolds.fromDate, today), gt(unitHolds.toDate, today));',
    'export const indexed = (range: DateRange) => hasNightIn(range);',
    'export const arrivals = (range: DateRange) =>',
    '  and(gte(reservations.checkInDate, range.from), lt(reservations.checkInDate, range.to));',
  ].join('\n'),
  'packages/domain/src/app-errors.ts': [
    'export const APP_ERROR_MESSAGES = {',
    "  FORBIDDEN: 'You do not have permission to do this.',",
    '  ROOM_STATUS_FORBIDDEN:',
    "    'Only a manager can mark a room inspected.',",
    "  PERMISSION_FIXED: 'Admins keep every permission.',",
    '};',
  ].join('\n'),
  'apps/server/src/errors.ts': [
    'const TRPC_CODES = {',
    "  FORBIDDEN: 'FORBIDDEN',",
    "  ROOM_STATUS_FORBIDDEN: 'FORBIDDEN',",
    "  PERMISSION_FIXED: 'BAD_REQUEST',",
    '};',
  ].join('\n'),
  'apps/server/src/trpc/routers/settings.ts': [
    "const settings = capabilityProcedure('settings.manage', 'Only admins can change settings.');",
    "const holds = capabilityProcedure('rooms.holds', 'You do not have permission to block rooms.');",
  ].join('\n'),
  'apps/server/src/units/inspect.ts':
    "throw new AppError('FORBIDDEN', 'Front desk cannot do this.');",
  'packages/db/src/parse.ts': [
    'export const n = (text: string) => JSON.parse(text) as number;',
    '// cast: JSON.parse answers any; the column holds a number',
    'export const m = (text: string) => JSON.parse(text) as number;',
    "export const k = ['a'] as const;",
    'export const u = (value: unknown) => value as unknown as string;',
    '/* not code: value as Foo */',
  ].join('\n'),
  'apps/web/src/features/notes/note-form.tsx':
    'export const NoteForm = () => <form><p>Save as a draft</p></form>;',
  'apps/web/src/features/notes/tag-form.tsx': [
    "import { useForm } from 'react-hook-form';",
    'export function TagForm() {',
    '  useForm();',
    '  return <form />;',
    '}',
  ].join('\n'),
  'apps/web/src/features/notes/note-form.test.ts': 'export const x = 1 as unknown as string;',
  'apps/web/src/features/rooms/room-list.ts': [
    "import { holdLabel } from '@/features/holds/labels';",
    'export const list = [holdLabel];',
  ].join('\n'),
  'apps/web/src/features/holds/labels.ts': [
    "export const holdLabel = 'Hold';",
    "export { list } from '../rooms/room-list';",
  ].join('\n'),
  'apps/web/src/features/rooms/sub/badge.ts': "export { list } from '../room-list';",
  'apps/web/src/lib/format.ts': "import { toast } from 'sonner';\nexport const f = toast;",
  'apps/web/src/features/public/quick-search.tsx':
    'export const QuickSearch = () => <form action="/book" method="get" />;',
};

describe('house rules', () => {
  it('reports each broken rule at its file and line, and only those', () => {
    const found = houseRuleViolations(tree(SMALL_TREE)).map((v) => `${v.file}:${v.line} ${v.rule}`);
    expect(found).toEqual([
      'apps/server/src/reservations/today.ts:2 clock',
      'apps/server/src/trpc/routers/big.ts:1 router-size',
      'apps/server/src/trpc/routers/settings.ts:1 permission-message',
      'apps/server/src/units/inspect.ts:1 permission-message',
      'apps/web/src/features/notes/note-form.tsx:1 hand-rolled-form',
      'apps/web/src/features/rooms/room-list.ts:1 folder-cycle',
      'packages/db/src/parse.ts:1 cast-reason',
      'packages/db/src/parse.ts:5 cast-reason',
      'packages/db/src/queries/windows.ts:2 date-window',
      'packages/db/src/queries/windows.ts:4 date-window',
      'packages/domain/src/app-errors.ts:3 permission-message',
      'packages/domain/src/stamp.ts:1 clock',
      'packages/domain/src/stamp.ts:2 clock',
    ]);
  });

  it('finds forms without react-hook-form, except the plain ones listed with their reason', () => {
    const root = tree(SMALL_TREE);
    const forms = (violations: ReturnType<typeof houseRuleViolations>) =>
      violations.filter((v) => v.rule === 'hand-rolled-form').map((v) => `${v.file}:${v.line}`);
    expect(forms(houseRuleViolations(root))).toEqual([
      'apps/web/src/features/notes/note-form.tsx:1',
    ]);
    expect(forms(houseRuleViolations(root, { handRolledForms: false }))).toEqual([]);
  });

  it('says how to keep the rule', () => {
    const [clock] = houseRuleViolations(tree({ 'packages/domain/src/a.ts': 'new Date();' }));
    expect(clock?.message).toBe(
      'new Date() outside a clock source: take the moment from the caller (services.now, ctx.clock())',
    );
  });

  it('names the folders of an import circle', () => {
    const circles = houseRuleViolations(tree(SMALL_TREE)).filter((v) => v.rule === 'folder-cycle');
    expect(circles.map((v) => v.message)).toEqual([
      'folders import each other: features/holds → features/rooms → features/holds; move what both need one level down',
    ]);
  });

  it('knows every role by its name and its label', () => {
    for (const role of ROLES) {
      expect(ROLE_WORDS.test(`Only ${role} can do this.`), role).toBe(true);
      expect(ROLE_WORDS.test(`Only ${ROLE_LABELS[role]} can do this.`), role).toBe(true);
    }
    expect(ROLE_WORDS.test('You do not have permission to change housekeeping statuses.')).toBe(
      false,
    );
  });

  it('blanks comments, not strings, templates or regular expressions', () => {
    const text = [
      "const url = 'https://example.com'; // a comment",
      'const quote = /[\'"]/g; /* block */',
      `const sql = \`\${a /* inside */} // kept\`;`,
    ].join('\n');
    const blanked = blankComments(text);
    expect(blanked).toHaveLength(text.length);
    expect(blanked.split('\n').map((line) => line.replace(/ +/g, ' ').trimEnd())).toEqual([
      "const url = 'https://example.com';",
      'const quote = /[\'"]/g;',
      `const sql = \`\${a } // kept\`;`,
    ]);
  });

  it('holds for the repository as it is', () => {
    expect(houseRuleViolations(repository).filter((v) => !v.pending)).toEqual([]);
  });
});

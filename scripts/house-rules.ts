/**
 * The house rules of CONTRIBUTING.md a machine can check; `pnpm lint` runs this after Biome.
 *
 *   pnpm exec tsx scripts/house-rules.ts [root]
 *
 * Each broken rule prints `file:line: [rule] what to do instead`, and the exit code is 1.
 *
 * - clock: no clock read (`new Date()`, `Date.now()`) in the domain, a use case or a router, and
 *   no `todayIn`/`clockIn` there either: today and the moment come from the caller
 *   (`services.today`, `ctx.today()`, `ctx.clock()`). The few places whose job is the clock are
 *   listed below, each with its reason.
 * - router-size: a tRPC router file stays within ROUTER_MAX_LINES lines of code.
 * - date-window: a stay's or a hold's nights in a range through `hasNightIn`/`holdHasNightIn`,
 *   never a hand-written `check_in < … and check_out > …`.
 * - permission-message: a permission refusal names the capability, never a role.
 * - cast-reason: every type assertion (`as T`, `<T>x`; not `as const`) in apps' and packages'
 *   source has a `// cast: <reason>` comment on the line above it or above its statement.
 * - hand-rolled-form: a web component rendering `<form` without `useForm` (react-hook-form with
 *   the shared schema, apps/web/src/components/form/); the few plain forms are listed below,
 *   each with its reason.
 *
 * Type assertions and clock reads are found on the TypeScript syntax tree; files that cannot
 * hold one (by a quick look at their text) are not parsed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Node, SourceFile } from 'typescript/unstable/ast';
import {
  isAsExpression,
  isBlock,
  isCallExpression,
  isCaseClause,
  isDefaultClause,
  isIdentifier,
  isModuleBlock,
  isNewExpression,
  isPropertyAccessExpression,
  isSourceFile,
  isTypeAssertion,
  isTypeReferenceNode,
} from 'typescript/unstable/ast/is';
import { API } from 'typescript/unstable/sync';

export type Rule =
  | 'clock'
  | 'router-size'
  | 'date-window'
  | 'permission-message'
  | 'cast-reason'
  | 'hand-rolled-form'
  | 'folder-cycle';

export interface Violation {
  file: string;
  line: number;
  rule: Rule;
  message: string;
  /** Whose work in progress will settle it (CASTS_PENDING): reported, not refused. */
  pending?: string;
}

/** The web's forms are on react-hook-form: a `<form` without `useForm` is refused. */
const HAND_ROLLED_FORMS_CHECKED = true;

/** Forms that are plain HTML on purpose. Keep it short; each entry says why. */
const PLAIN_FORMS: Readonly<Record<string, string>> = {
  'apps/web/src/features/public/quick-search.tsx':
    "the landing's search: a GET form that works before any script, shipping no form library",
};

/** CONTRIBUTING: a router is "under about 60 lines" (of code: blank and comment lines aside). */
export const ROUTER_MAX_LINES = 60;

/** Where reading the wall clock is the file's job. Keep it short; each entry says why. */
const CLOCK_SOURCES: Readonly<Record<string, string>> = {
  'apps/server/src/property-today.ts': "the property's today and time of day: the one source",
  'apps/server/src/app.ts': 'the clock the server hands its jobs (tests pass their own)',
  'apps/server/src/trpc/context.ts': 'ctx.clock(): the moment of a call, for what it stamps',
  'apps/server/src/auth/session.ts': 'sessions expire in wall-clock time',
  'apps/server/src/rate-limiter.ts': '"try again in 12 minutes" counts from the wall clock',
  'apps/server/src/mail/transport.ts': 'a mail written to a file is named by when it was written',
  'apps/server/src/cli/': "an operator's command: it happens when it is typed (an archive's name)",
};

/** Where `todayIn`/`clockIn` turn a moment the caller gave into the property's date. */
const DATE_CONVERSIONS: Readonly<Record<string, string>> = {
  'apps/server/src/property-today.ts': 'propertyToday and propertyNow',
  'apps/server/src/jobs/': 'a job turns the `now` the job engine gives it into the date',
  'apps/server/src/channels/sync-due.ts': 'the channel-sync job, likewise',
};

/**
 * Files and folders whose casts wait for work in progress by their owners (the channel sync, the
 * forms moving to react-hook-form): their reasons or guards come with it. Reported, not refused;
 * empty it.
 */
const CASTS_PENDING: Readonly<Record<string, string>> = {};

const CLOCK_SCOPE = ['packages/domain/src/', 'apps/server/src/'];
const QUERY_SCOPE = ['packages/db/src/', 'apps/server/src/'];
const ROUTERS = /^apps\/server\/src\/trpc\/routers\/[^/]+\.ts$/;
const GENERATED = /\.gen\.ts$/;
const TEST = /\.test\.tsx?$/;

/** The roles of packages/domain/src/roles.ts, as a message would name them. */
export const ROLE_WORDS =
  /\b(admin(istrator)?s?|managers?|front[ _-]?desk|housekeepers?|housekeeping (staff|role|team))\b|\bonly housekeeping\b/i;

/** Range columns: as Drizzle fields (`reservations.checkInDate`) and as SQL names. */
const FIELD_START = '(checkInDate|fromDate)';
const FIELD_END = '(checkOutDate|toDate)';
const COLUMN_START = '(check_in_date|from_date)';
const COLUMN_END = '(check_out_date|to_date)';
/** A range's start compared "before" in SQL: `lt(x.checkInDate, …)`, `${x.checkInDate} <`. */
const STARTS_BEFORE = new RegExp(
  String.raw`\blte?\(\s*[\w.]*\b${FIELD_START}\b|\$\{[\w.]*\b${FIELD_START}\}\s*<|\b${COLUMN_START}\s*<`,
  'g',
);
/** A range's end compared "after": `gt(x.checkOutDate, …)`, `${x.checkOutDate} >`. */
const ENDS_AFTER = new RegExp(
  String.raw`\bgte?\(\s*[\w.]*\b${FIELD_END}\b|\$\{[\w.]*\b${FIELD_END}\}\s*>|\b${COLUMN_END}\s*>`,
  'g',
);

/**
 * Text that may hold a type assertion (`x as T`; `<T>x` in .ts files) or a clock read: only such
 * files are parsed. Types are PascalCase here; the lower-case ones a cast names are listed.
 */
const MAY_CAST =
  /(?<!\*\s*)\bas\s+(?!const\b)(?:[A-Z_$[({]|(?:unknown|string|number|boolean|bigint|any|never|object|readonly|keyof|typeof)\b|[a-z]\w*\.[A-Za-z])/;
const MAY_ASSERT =
  /(?:[=(,:?!&|{};]|\breturn)\s*<(?:[A-Z]\w*|string|number|unknown)(?:\[\])?>\s*[\w([{]/;
const MAY_READ_CLOCK = /\bnew\s+Date\s*\(\s*\)|\bDate\s*\.\s*now\b|\b(todayIn|clockIn)\s*\(/;

interface SourceText {
  file: string;
  text: string;
  /** The text with comments blanked out (same lines), made when a text rule asks. */
  code: () => string;
}

export function houseRuleViolations(
  root: string,
  options: { handRolledForms?: boolean } = {},
): Violation[] {
  const sources = sourceFiles(root).map((file): SourceText => {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    let code: string | undefined;
    return { file, text, code: () => (code ??= blankComments(text)) };
  });
  const violations: Violation[] = [];
  const forbiddenCodes = forbiddenErrorCodes(sources);
  for (const source of sources) {
    if (ROUTERS.test(source.file)) violations.push(...routerSize(source));
    if (inScope(source.file, QUERY_SCOPE)) violations.push(...dateWindows(source));
    if (source.file.startsWith('apps/server/src/') || source.file.endsWith('/app-errors.ts')) {
      violations.push(...permissionMessages(source, forbiddenCodes));
    }
    if (options.handRolledForms ?? HAND_ROLLED_FORMS_CHECKED) {
      violations.push(...handRolledForm(source));
    }
  }
  violations.push(...folderCycles(sources));
  violations.push(...syntaxRules(root, sources));
  return violations.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/** Source files of apps/* and packages/*: their `src`, tests and generated files aside. */
function sourceFiles(root: string): string[] {
  const files: string[] = [];
  for (const group of ['apps', 'packages']) {
    const groupDir = path.join(root, group);
    if (!fs.existsSync(groupDir)) continue;
    for (const name of fs.readdirSync(groupDir)) {
      const src = path.join(groupDir, name, 'src');
      if (!fs.existsSync(src)) continue;
      for (const entry of fs.readdirSync(src, { recursive: true, encoding: 'utf8' })) {
        const file = `${group}/${name}/src/${entry.split(path.sep).join('/')}`;
        if (/\.tsx?$/.test(file) && !TEST.test(file) && !GENERATED.test(file)) files.push(file);
      }
    }
  }
  return files.sort();
}

function inScope(file: string, scope: readonly string[]): boolean {
  return scope.some((prefix) => file.startsWith(prefix));
}

function listedIn(file: string, list: Readonly<Record<string, string>>): boolean {
  return Object.keys(list).some((entry) => file === entry || file.startsWith(entry));
}

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

function routerSize(source: SourceText): Violation[] {
  const { file } = source;
  const lines = source
    .code()
    .split('\n')
    .filter((line) => line.trim() !== '').length;
  if (lines <= ROUTER_MAX_LINES) return [];
  return [
    {
      file,
      line: 1,
      rule: 'router-size',
      message: `${lines} lines of code, over ${ROUTER_MAX_LINES}: split it into sub-records (as reservation-reads.ts)`,
    },
  ];
}

/** A start compared "before" and an end "after" in one expression (no `;`, `return` or `case`). */
function dateWindows(source: SourceText): Violation[] {
  const { file } = source;
  const code = source.code();
  const starts = [...code.matchAll(STARTS_BEFORE)].map((match) => match.index);
  const ends = [...code.matchAll(ENDS_AFTER)].map((match) => match.index);
  const found: Violation[] = [];
  for (const start of starts) {
    const end = ends.find((at) => {
      const between = code.slice(Math.min(at, start), Math.max(at, start));
      return between.length < 400 && !/;|\breturn\b|\bcase\b/.test(between);
    });
    if (end === undefined) continue;
    found.push({
      file,
      line: lineAt(code, Math.min(start, end)),
      rule: 'date-window',
      message:
        'a hand-written date window: ask hasNightIn(range) or holdHasNightIn(range) (queries/stay-window.ts, queries/holds.ts), the GiST index expression',
    });
  }
  return found;
}

/** Codes whose transport status is FORBIDDEN (TRPC_CODES in apps/server/src/errors.ts). */
function forbiddenErrorCodes(sources: readonly SourceText[]): Set<string> {
  const codes = new Set(['FORBIDDEN']);
  const errors = sources.find((source) => source.file === 'apps/server/src/errors.ts');
  for (const match of errors?.code().matchAll(/\b([A-Z][A-Z_]*):\s*'FORBIDDEN'/g) ?? []) {
    if (match[1]) codes.add(match[1]);
  }
  return codes;
}

/** A string literal; its words in the `text` group. */
const STRING = String.raw`(?<quote>['"\x60])(?<text>(?:\\.|(?!\k<quote>)[^\\])*)\k<quote>`;
const TIER_MESSAGE = new RegExp(String.raw`capabilityProcedure\(\s*'[^']*'\s*,\s*${STRING}`, 'g');
const THROWN_MESSAGE = new RegExp(String.raw`new AppError\(\s*'(?<code>\w+)'\s*,\s*${STRING}`, 'g');
const CODE_MESSAGE = new RegExp(String.raw`\b(?<code>[A-Z][A-Z_]*):\s*${STRING}`, 'g');

function permissionMessages(source: SourceText, forbidden: Set<string>): Violation[] {
  const { file } = source;
  const code = source.code();
  const messages: Array<{ at: number; text: string }> = [];
  const add = (match: RegExpExecArray) =>
    messages.push({ at: match.index, text: match.groups?.text ?? '' });
  for (const match of code.matchAll(TIER_MESSAGE)) add(match);
  const byCode = file.endsWith('/app-errors.ts') ? CODE_MESSAGE : THROWN_MESSAGE;
  for (const match of code.matchAll(byCode)) {
    if (forbidden.has(match.groups?.code ?? '')) add(match);
  }
  return messages
    .filter(({ text }) => ROLE_WORDS.test(text))
    .map(({ at, text }) => ({
      file,
      line: lineAt(code, at),
      rule: 'permission-message' as const,
      message: `"${text}" names a role: say what the user may not do (permissions are capabilities an admin can give any role)`,
    }));
}

function handRolledForm(source: SourceText): Violation[] {
  const { file } = source;
  if (!file.startsWith('apps/web/src/') || !file.endsWith('.tsx')) return [];
  if (listedIn(file, PLAIN_FORMS)) return [];
  const code = source.code();
  const form = /<form\b/.exec(code);
  if (!form || /\buseForm\b/.test(code)) return [];
  return [
    {
      file,
      line: lineAt(code, form.index),
      rule: 'hand-rolled-form',
      message: 'a hand-rolled form: use react-hook-form (useForm with the shared schema)',
    },
  ];
}

const IMPORT_FROM = /\b(?:import|export)\b[^'";]*?\bfrom\s*['"](?<spec>[^'"]+)['"]/g;

/** `apps/web/src/features/calendar/x.tsx` → `apps/web/src/features/calendar` (two levels at most). */
function folderOf(file: string): string {
  const [group, name, src, ...rest] = file.split('/');
  return [group, name, src, ...rest.slice(0, -1).slice(0, 2)].join('/');
}

/** The file an import names, if it is one of ours in the same app or package. */
function importedFile(from: string, spec: string, known: ReadonlySet<string>): string | undefined {
  const [group, name] = from.split('/');
  let base: string;
  if (spec.startsWith('@/')) base = `${group}/${name}/src/${spec.slice(2)}`;
  else if (spec.startsWith('.')) base = path.posix.join(path.posix.dirname(from), spec);
  else return undefined;
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((file) =>
    known.has(file),
  );
}

/**
 * Folders that import each other, directly or round a circle: each circle is reported once, at
 * an import that closes it. A folder and its own subfolders are one place.
 */
function folderCycles(sources: readonly SourceText[]): Violation[] {
  const known = new Set(sources.map((source) => source.file));
  const edges = new Map<string, Map<string, { file: string; line: number }>>();
  for (const source of sources) {
    const from = folderOf(source.file);
    const code = source.code();
    for (const match of code.matchAll(IMPORT_FROM)) {
      const target = importedFile(source.file, match.groups?.spec ?? '', known);
      if (!target) continue;
      const to = folderOf(target);
      if (to === from || to.startsWith(`${from}/`) || from.startsWith(`${to}/`)) continue;
      const out = edges.get(from) ?? new Map();
      if (!out.has(to)) out.set(to, { file: source.file, line: lineAt(code, match.index) });
      edges.set(from, out);
    }
  }
  const violations: Violation[] = [];
  const reported = new Set<string>();
  for (const start of [...edges.keys()].sort()) {
    const circle = shortestPathBack(edges, start);
    const key = circle && [...circle].sort().join(' ');
    if (!circle || !key || reported.has(key)) continue;
    reported.add(key);
    const closing = edges.get(circle[circle.length - 1] ?? '')?.get(start);
    if (!closing) continue;
    const names = [...circle, start].map((folder) => folder.split('/').slice(3).join('/') || '.');
    violations.push({
      ...closing,
      rule: 'folder-cycle',
      message: `folders import each other: ${names.join(' → ')}; move what both need one level down`,
    });
  }
  return violations;
}

/** The shortest chain of folders from `start` back to itself (breadth first), if any. */
function shortestPathBack(
  edges: ReadonlyMap<string, ReadonlyMap<string, unknown>>,
  start: string,
): string[] | undefined {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const folder = queue[head] ?? '';
    for (const next of edges.get(folder)?.keys() ?? []) {
      if (next === start) {
        const chain = [folder];
        for (let at = cameFrom.get(folder); at !== undefined; at = cameFrom.get(at)) chain.push(at);
        return chain.reverse();
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, folder);
        queue.push(next);
      }
    }
  }
  return undefined;
}

/** Type assertions and clock reads, on the syntax tree of the files that may hold one. */
function syntaxRules(root: string, sources: readonly SourceText[]): Violation[] {
  const wanted = sources.filter(
    (source) =>
      MAY_CAST.test(source.text) ||
      (source.file.endsWith('.ts') && MAY_ASSERT.test(source.text)) ||
      (inScope(source.file, CLOCK_SCOPE) && MAY_READ_CLOCK.test(source.text)),
  );
  if (wanted.length === 0) return [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'house-rules-'));
  const config = path.join(dir, 'tsconfig.json');
  const absolute = (file: string) => path.resolve(root, file);
  fs.writeFileSync(
    config,
    JSON.stringify({
      files: wanted.map((source) => absolute(source.file)),
      compilerOptions: { noResolve: true, noLib: true, types: [], jsx: 'preserve', noEmit: true },
    }),
  );
  const api = new API({ cwd: root });
  try {
    const program = api.updateSnapshot({ openProject: config }).getProject(config)?.program;
    if (!program) throw new Error('the TypeScript API opened no project');
    return wanted.flatMap((source) => {
      const tree = program.getSourceFile(absolute(source.file));
      if (!tree) throw new Error(`the TypeScript API did not parse ${source.file}`);
      return [...castsWithoutReason(source, tree), ...clockReads(source, tree)];
    });
  } finally {
    api.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function visit(node: Node, each: (node: Node) => void): void {
  each(node);
  node.forEachChild((child) => visit(child, each));
}

function castsWithoutReason(source: SourceText, tree: SourceFile): Violation[] {
  const lines = source.text.split('\n');
  const found: Violation[] = [];
  visit(tree, (node) => {
    const cast = isAsExpression(node) || isTypeAssertion(node);
    if (!cast || isConstAssertion(node)) return;
    // `x as unknown as T` is one cast: the outer one speaks for it.
    if (isAsExpression(node.parent) && node.parent.expression === node) return;
    const castLine = isAsExpression(node)
      ? lineAt(source.text, skipSpace(source.text, node.expression.end))
      : lineAt(source.text, node.getStart(tree));
    const statementLine = lineAt(source.text, statementOf(node).getStart(tree));
    if (hasReasonAbove(lines, castLine) || hasReasonAbove(lines, statementLine)) return;
    const pending = Object.entries(CASTS_PENDING).find(([entry]) =>
      source.file.startsWith(entry),
    )?.[1];
    found.push({
      ...(pending ? { pending } : {}),
      file: source.file,
      line: castLine,
      rule: 'cast-reason',
      message:
        'a cast without a reason: use a type guard, a schema, `satisfies` or a generic, or, at a real trust boundary, say why on the line above (`// cast: …`)',
    });
  });
  return found;
}

function isConstAssertion(node: Node): boolean {
  const type = isAsExpression(node) || isTypeAssertion(node) ? node.type : undefined;
  return (
    type !== undefined &&
    isTypeReferenceNode(type) &&
    isIdentifier(type.typeName) &&
    type.typeName.text === 'const'
  );
}

function skipSpace(text: string, from: number): number {
  let at = from;
  while (at < text.length && /\s/.test(text.charAt(at))) at++;
  return at;
}

/** The statement (or class member, or case) the node is part of. */
function statementOf(node: Node): Node {
  let current = node;
  while (current.parent && !isSourceFile(current.parent)) {
    const parent = current.parent;
    if (
      isBlock(parent) ||
      isModuleBlock(parent) ||
      isCaseClause(parent) ||
      isDefaultClause(parent)
    ) {
      return current;
    }
    current = parent;
  }
  return current;
}

/** A `// cast: <reason>` in the comment lines right above line `line` (1-based). */
function hasReasonAbove(lines: readonly string[], line: number): boolean {
  for (let index = line - 2; index >= 0; index--) {
    const above = (lines[index] ?? '').trim();
    if (!above.startsWith('//')) return false;
    if (/^\/\/\s*cast:\s*\S/.test(above)) return true;
  }
  return false;
}

function clockReads(source: SourceText, tree: SourceFile): Violation[] {
  if (!inScope(source.file, CLOCK_SCOPE)) return [];
  const readsClock = !listedIn(source.file, CLOCK_SOURCES);
  const converts = !listedIn(source.file, DATE_CONVERSIONS);
  const found: Violation[] = [];
  const report = (node: Node, what: string, instead: string) =>
    found.push({
      file: source.file,
      line: lineAt(source.text, node.getStart(tree)),
      rule: 'clock',
      message: `${what} outside a clock source: ${instead}`,
    });
  visit(tree, (node) => {
    if (
      readsClock &&
      isNewExpression(node) &&
      isIdentifier(node.expression) &&
      node.expression.text === 'Date' &&
      (node.arguments?.length ?? 0) === 0
    ) {
      report(node, 'new Date()', 'take the moment from the caller (services.now, ctx.clock())');
    }
    if (!isCallExpression(node)) return;
    const callee = node.expression;
    if (
      readsClock &&
      isPropertyAccessExpression(callee) &&
      isIdentifier(callee.expression) &&
      callee.expression.text === 'Date' &&
      callee.name.text === 'now'
    ) {
      report(node, 'Date.now()', 'take the moment from the caller (services.now, ctx.clock())');
    }
    const name = isIdentifier(callee)
      ? callee.text
      : isPropertyAccessExpression(callee)
        ? callee.name.text
        : '';
    if (converts && (name === 'todayIn' || name === 'clockIn')) {
      report(
        node,
        `${name}()`,
        "take today from the caller (services.today, ctx.today()); a stored moment's date is dateIn()",
      );
    }
  });
  return found;
}

const SINGLE_QUOTED_END = /\\.|'|\n/g;
const DOUBLE_QUOTED_END = /\\.|"|\n/g;
const TEMPLATE_END = /\\.|`|\$\{/gs;
const REGEXP_END = /\\.|\[(?:\\.|[^\]\\\n])*\]|\/|\n/g;

/**
 * The text with comments replaced by spaces (line breaks kept), so rules read code only. Strings
 * and template literals are kept (SQL lives in them); a `/` after an operator starts a regular
 * expression, skipped whole.
 */
export function blankComments(text: string): string {
  const interesting = /[/'"`{}]/g;
  const templateBraces: boolean[] = []; // for each open `{`: whether it is a template's `${`
  const parts: string[] = [];
  let kept = 0;
  const blank = (from: number, to: number) => {
    parts.push(text.slice(kept, from), text.slice(from, to).replace(/[^\n]/g, ' '));
    kept = to;
  };
  /** From inside a template literal: past its closing backtick, or into a `${`. */
  const template = (from: number): number => {
    const end = TEMPLATE_END;
    end.lastIndex = from;
    for (let match = end.exec(text); match; match = end.exec(text)) {
      if (match[0] === '`') return end.lastIndex;
      if (match[0] === '${') {
        templateBraces.push(true);
        return end.lastIndex;
      }
    }
    return text.length;
  };
  for (let match = interesting.exec(text); match; match = interesting.exec(text)) {
    const at = match.index;
    const char = match[0];
    const next = text.charAt(at + 1);
    let to = at + 1;
    if (char === '/' && next === '/') {
      to = text.indexOf('\n', at);
      if (to === -1) to = text.length;
      blank(at, to);
    } else if (char === '/' && next === '*') {
      const close = text.indexOf('*/', at + 2);
      to = close === -1 ? text.length : close + 2;
      blank(at, to);
    } else if (char === "'" || char === '"') {
      const end = char === "'" ? SINGLE_QUOTED_END : DOUBLE_QUOTED_END;
      end.lastIndex = at + 1;
      for (let m = end.exec(text); m; m = end.exec(text)) if (m[0].length === 1) break;
      to = end.lastIndex || text.length;
    } else if (char === '`') {
      to = template(at + 1);
    } else if (char === '{') {
      templateBraces.push(false);
    } else if (char === '}') {
      if (templateBraces.pop()) to = template(at + 1);
    } else if (char === '/' && startsRegExp(text, at)) {
      const end = REGEXP_END;
      end.lastIndex = at + 1;
      for (let m = end.exec(text); m; m = end.exec(text)) {
        if (m[0] === '/' || m[0] === '\n') break;
      }
      to = end.lastIndex || text.length;
    }
    interesting.lastIndex = to;
  }
  parts.push(text.slice(kept));
  return parts.join('');
}

/** A `/` starts a regular expression after an operator or an opening bracket, not after a value. */
function startsRegExp(text: string, at: number): boolean {
  let before = at - 1;
  while (before >= 0 && /\s/.test(text.charAt(before))) before--;
  if (before < 0) return true;
  if ('(,=:[!&|?{};+-*%<>~^'.includes(text.charAt(before))) return true;
  return /\b(return|typeof|case|in|of)$/.test(text.slice(Math.max(0, before - 6), before + 1));
}

function main(argv: readonly string[]): number {
  const started = performance.now();
  const root = path.resolve(argv.find((arg) => !arg.startsWith('--')) ?? process.cwd());
  const found = houseRuleViolations(root);
  const violations = found.filter((v) => !v.pending);
  for (const v of violations) console.log(`${v.file}:${v.line}: [${v.rule}] ${v.message}`);
  for (const v of found.filter((v) => v.pending)) {
    console.log(`${v.file}:${v.line}: [${v.rule}] pending, with ${v.pending}`);
  }
  const took = `${Math.round(performance.now() - started)} ms`;
  if (violations.length > 0) {
    console.log(`house rules: ${violations.length} broken (CONTRIBUTING.md), in ${took}`);
    return 1;
  }
  console.log(`house rules: kept, in ${took}`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main(process.argv.slice(2));
}

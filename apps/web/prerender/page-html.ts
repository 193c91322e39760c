/** One chunk of Vite's manifest (`dist/.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

interface Page {
  lang: 'en' | 'ar';
  head: string;
  body: string;
  routeIds: string[];
}

/** `/_public/book` → src/routes/_public/book.tsx, `/_public/` → src/routes/_public/index.tsx. */
function routeFile(routeId: string): string {
  if (routeId === '__root__') return 'src/routes/__root.tsx';
  return `src/routes${routeId.endsWith('/') ? `${routeId}index` : routeId}.tsx`;
}

/** A route file's chunks: the file itself and what the router plugin split off it. */
function routeChunkKeys(manifest: Manifest, routeId: string): string[] {
  const file = routeFile(routeId);
  return Object.keys(manifest).filter((key) => key === file || key.startsWith(`${file}?tsr-split`));
}

/** The files of these chunks and of everything they import statically, in load order. */
export function staticClosure(manifest: Manifest, keys: Iterable<string>): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk "${key}"`);
    for (const imported of chunk.imports ?? []) visit(imported);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  };
  for (const key of keys) visit(key);
  return [...files];
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A pre-rendered page: the app's HTML shell with the page's language and direction, its own
 * head instead of the shell's generic title and description, its text in #root, and links to
 * every style sheet and module its first load needs (stylesheets, then the entry, then
 * modulepreloads), so nothing waits for another piece of code to ask for it. The landing gets
 * its style sheets and `landingScript` only.
 */
export function pageHtml({
  shell,
  manifest,
  page,
  imported,
  landingScript,
}: {
  shell: string;
  manifest: Manifest;
  page: Page;
  imported: Iterable<string>;
  landingScript?: string;
}): string {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The manifest has no entry chunk');
  const entry = manifest[entryKey];
  const keys = [
    entryKey,
    ...page.routeIds.flatMap((routeId) => routeChunkKeys(manifest, routeId)),
    ...imported,
  ];
  const files = staticClosure(manifest, keys).map((file) => `/${file}`);
  // A module that is only a style sheet (the Arabic webfont's) is left to the app, which asks
  // for it as it starts: its fonts then download after the code instead of slowing it down. The
  // landing, which has no app, links it.
  const styleOnly = new Set(
    [...imported].flatMap((key) => {
      const file = manifest[key]?.file;
      return file?.endsWith('.css') ? [`/${file}`] : [];
    }),
  );
  const styles = files.filter(
    (file) => file.endsWith('.css') && (landingScript !== undefined || !styleOnly.has(file)),
  );
  const modules = files.filter((file) => file.endsWith('.js') && file !== `/${entry?.file}`);

  const tags = [
    // The app renders these tags itself: it removes the pre-rendered ones as it starts (main.tsx).
    page.head.replace(/<(title|meta|link)\b/g, '<$1 data-replaced-by-app=""'),
    ...styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`),
    landingScript
      ? `<script type="module" crossorigin src="/${escapeAttribute(landingScript)}"></script>`
      : `<script type="module" crossorigin src="/${escapeAttribute(entry?.file ?? '')}"></script>`,
    ...(landingScript
      ? []
      : modules.map(
          (href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`,
        )),
  ];

  const withoutShellTags = shell
    .replace(/<title\b[^>]*>[^<]*<\/title>\s*/, '')
    .replace(/<meta\b[^>]*\bname="description"[^>]*>\s*/, '')
    .replace(/<script type="module"[^>]*><\/script>\s*/g, '')
    .replace(/<link rel="(?:stylesheet|modulepreload)"[^>]*>\s*/g, '');
  if (
    !withoutShellTags.includes('</head>') ||
    !withoutShellTags.includes('<div id="root"></div>')
  ) {
    throw new Error(
      'index.html no longer has the </head> and <div id="root"></div> pre-rendering fills',
    );
  }
  return withoutShellTags
    .replace(
      /<html lang="[^"]*">/,
      `<html lang="${page.lang}" dir="${page.lang === 'ar' ? 'rtl' : 'ltr'}">`,
    )
    .replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>`);
}

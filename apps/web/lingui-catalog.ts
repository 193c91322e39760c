import { readFile } from 'node:fs/promises';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const SUFFIX = '.json?lingui';

/**
 * `import { messages } from './ar.json?lingui'`: a catalogue of ICU messages (JSON, id → message)
 * compiled for @lingui/core at build time, so the runtime ships without a message parser.
 */
export function linguiCatalogs(): Plugin {
  return {
    name: 'zamalek:lingui-catalog',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith(SUFFIX)) return null;
      const file = id.slice(0, -'?lingui'.length);
      this.addWatchFile(file);
      const source: Record<string, string> = JSON.parse(await readFile(file, 'utf8'));
      const compiled = Object.fromEntries(
        Object.entries(source).map(([key, message]) => [key, compileMessage(message)]),
      );
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}

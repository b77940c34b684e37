import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

const source = (path: string) => fileURLToPath(new URL(`../../packages/${path}`, import.meta.url));

/**
 * The workspace packages resolved to their sources, as the `source` export condition does for
 * TypeScript and Node. A global `resolve.conditions: ['source']` cannot be used: react-aria's packages
 * declare a `source` condition whose files they do not publish.
 */
export const workspaceAliases: Alias[] = [
  { find: /^@camppass\/domain$/, replacement: source('domain/src/index.ts') },
  { find: /^@camppass\/domain\/messages\/([a-z-]+)$/, replacement: source('domain/src/messages/$1.ts') },
  { find: /^@camppass\/client$/, replacement: source('client/src/index.ts') },
  { find: /^@camppass\/client\/light\/([a-z-]+)$/, replacement: source('client/src/light/$1.ts') },
  { find: /^@camppass\/ui$/, replacement: source('ui/src/index.ts') },
  { find: /^@camppass\/ui\/styles\.css$/, replacement: source('ui/src/styles.css') },
];

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Resolves `@camppass/*` imports to their sources through the `source` export condition.
 * A global `resolve.conditions: ['source']` cannot be used: react-aria's packages declare a `source`
 * condition whose files are not published, so Vite would fail to resolve them.
 */
export function workspaceSource(): Plugin {
  return {
    name: 'camppass-workspace-source',
    enforce: 'pre',
    resolveId(id) {
      const match = /^@camppass\/([^/]+)(\/.+)?$/.exec(id);
      if (!match) return null;
      const [, name, subpath = ''] = match;
      for (const folder of ['packages', 'apps']) {
        const dir = join(root, folder, name ?? '');
        const manifest = join(dir, 'package.json');
        if (!existsSync(manifest)) continue;
        const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as {
          exports?: Record<string, string | { source?: string }>;
        };
        const entry = exports?.[`.${subpath}`];
        if (typeof entry === 'object' && entry.source) return join(dir, entry.source);
      }
      return null;
    },
  };
}

import { describe, expect, it } from 'vitest';
import { bytesBySource, sourceGroup } from './bundle-breakdown.mjs';

describe('bundle breakdown', () => {
  it('names npm packages, scoped packages, workspace folders and portal files', () => {
    expect(sourceGroup('../../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(sourceGroup('../../node_modules/@tanstack/query-core/build/modern/query.js')).toBe(
      '@tanstack/query-core',
    );
    expect(sourceGroup('../../packages/ui/src/Button/Button.tsx')).toBe('@camppass/ui/Button');
    expect(sourceGroup('../../packages/ui/src/icons.tsx')).toBe('@camppass/ui/icons');
    expect(sourceGroup('../../apps/portal/src/routes.tsx')).toBe('portal/routes.tsx');
    expect(sourceGroup(null)).toBe('(bundler)');
  });

  it('counts each minified byte for the source its mapping points to', () => {
    // "aaa" from a.js, then "bb" from node_modules/b/index.js, on one line.
    const map = JSON.stringify({
      version: 3,
      sources: ['../../apps/portal/src/a.js', '../../node_modules/b/index.js'],
      names: [],
      mappings: 'AAAA,GCAA',
    });
    expect(Object.fromEntries(bytesBySource('aaabb', map))).toEqual({ 'portal/a.js': 3, b: 2 });
  });
});

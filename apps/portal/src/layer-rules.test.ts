import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type IForbiddenRuleType } from 'dependency-cruiser';
import { afterEach, describe, expect, it } from 'vitest';

const config = createRequire(import.meta.url)('../../../.dependency-cruiser.cjs') as {
  forbidden: IForbiddenRuleType[];
};

let root: string | null = null;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = null;
});

/** The repository's rules over a small tree of files written for the case. */
async function violations(files: Record<string, string>): Promise<string[]> {
  root = mkdtempSync(join(tmpdir(), 'layer-rules-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const result = await cruise(['apps'], {
    baseDir: root,
    ruleSet: { forbidden: config.forbidden },
    tsPreCompilationDeps: true,
    validate: true,
  });
  if (typeof result.output === 'string') throw new Error('expected the cruise result as an object');
  return result.output.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
}

describe("the portal's layer rules", () => {
  it('let an area import the shared pieces', async () => {
    expect(
      await violations({
        'apps/portal/src/shared/copy.ts': 'export const COPY = 1;\n',
        'apps/portal/src/areas/member/page.ts':
          "import { COPY } from '../../shared/copy';\nexport const x = COPY;\n",
      }),
    ).toEqual([]);
  });

  it('refuse an area that imports another area', async () => {
    expect(
      await violations({
        'apps/portal/src/areas/owner/tabs.ts': 'export const TABS = 1;\n',
        'apps/portal/src/areas/member/page.ts':
          "import { TABS } from '../owner/tabs';\nexport const x = TABS;\n",
      }),
    ).toEqual([
      'portal-areas-not-each-other: apps/portal/src/areas/member/page.ts -> apps/portal/src/areas/owner/tabs.ts',
    ]);
  });

  it('refuse a shared piece that imports an area', async () => {
    expect(
      await violations({
        'apps/portal/src/areas/public/view.ts': 'export const VIEW = 1;\n',
        'apps/portal/src/shared/layout.ts':
          "import { VIEW } from '../areas/public/view';\nexport const x = VIEW;\n",
      }),
    ).toEqual([
      'portal-shared-not-areas: apps/portal/src/shared/layout.ts -> apps/portal/src/areas/public/view.ts',
    ]);
  });
});

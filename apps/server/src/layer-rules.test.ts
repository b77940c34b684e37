import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type IForbiddenRuleType } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The server's layer rules of .dependency-cruiser.cjs, each shown to catch a bad import: a small
// tree laid out like the repository is cruised with the project's own rules.
const { forbidden } = createRequire(import.meta.url)('../../../.dependency-cruiser.cjs') as {
  forbidden: IForbiddenRuleType[];
};

const FILES: Record<string, string> = {
  'packages/adapter-local/src/index.ts': 'export const disk = 1;\n',
  'apps/server/src/http/functions.ts': 'export const define = 1;\n',
  'apps/server/src/routes/public/present.ts': 'export const present = 1;\n',
  'apps/server/src/routes/public/public-routes.ts':
    "import { present } from './present';\nimport { define } from '../../http/functions';\nexport const routes = [present, define];\n",
  'apps/server/src/routes/admin/admin-routes.ts':
    "import { present } from '../public/present';\nexport const admin = present;\n",
  'apps/server/src/routes/dev/file-routes.ts':
    "import { disk } from '../../../../../packages/adapter-local/src/index';\nexport const files = disk;\n",
  'apps/server/src/container/files-module.ts':
    "import { disk } from '../../../../packages/adapter-local/src/index';\nexport const files = disk;\n",
  'packages/core/src/shared/principal.ts': 'export const principal = 1;\n',
  'packages/core/src/checkout/fulfil-checkout.ts':
    "import { principal } from '../shared/principal';\nexport const fulfil = principal;\n",
  'packages/core/src/checkout/refund-checkout.ts':
    "import { status } from '../member/get-membership-status';\nexport const refund = status;\n",
  'packages/core/src/shared/audit.ts':
    "import { fulfil } from '../checkout/fulfil-checkout';\nexport const audit = fulfil;\n",
  'packages/core/src/member/get-membership-status.ts':
    "import { fulfil } from '../checkout/fulfil-checkout';\nexport const status = fulfil;\n",
  'packages/core/src/owner/list-members.ts':
    "import { status } from '../member/get-membership-status';\nexport const members = status;\n",
  'packages/core/src/owner/list-members.test.ts':
    "import { status } from '../member/get-membership-status';\nexport const checked = status;\n",
  'apps/server/src/routes/index.ts':
    "import { admin } from './admin/admin-routes';\nimport { routes } from './public/public-routes';\nexport const all = [admin, routes];\n",
};

let root: string;
let violations: { from: string; to: string; rule: string }[];

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'layer-rules-'));
  for (const [path, text] of Object.entries(FILES)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  const result = await cruise(['apps', 'packages'], {
    baseDir: root,
    ruleSet: { forbidden },
    validate: true,
    tsPreCompilationDeps: true,
  });
  const output = result.output as {
    summary: { violations: { from: string; to: string; rule: { name: string } }[] };
  };
  violations = output.summary.violations.map(({ from, to, rule }) => ({ from, to, rule: rule.name }));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the core layer rules', () => {
  it('refuse an area importing another area (tests may), and allow an area importing checkout', () => {
    expect(violations.filter((v) => v.rule === 'core-areas-apart')).toEqual([
      {
        from: 'packages/core/src/owner/list-members.ts',
        to: 'packages/core/src/member/get-membership-status.ts',
        rule: 'core-areas-apart',
      },
    ]);
  });

  it('refuse checkout reaching up into an area, and shared reaching up into checkout', () => {
    expect(violations.filter((v) => v.rule.startsWith('core-') && v.rule !== 'core-areas-apart')).toEqual([
      {
        from: 'packages/core/src/checkout/refund-checkout.ts',
        to: 'packages/core/src/member/get-membership-status.ts',
        rule: 'core-lower-parts-not-areas',
      },
      {
        from: 'packages/core/src/shared/audit.ts',
        to: 'packages/core/src/checkout/fulfil-checkout.ts',
        rule: 'core-shared-not-checkout',
      },
    ]);
  });
});

describe('the server layer rules', () => {
  it('refuse an area importing another area, and nothing else of that tree', () => {
    expect(violations.filter((v) => v.rule === 'server-areas-apart')).toEqual([
      {
        from: 'apps/server/src/routes/admin/admin-routes.ts',
        to: 'apps/server/src/routes/public/present.ts',
        rule: 'server-areas-apart',
      },
    ]);
  });

  it('refuse an adapter import outside the container, and allow it inside', () => {
    expect(violations.filter((v) => v.rule === 'server-adapters-in-container-only')).toEqual([
      {
        from: 'apps/server/src/routes/dev/file-routes.ts',
        to: 'packages/adapter-local/src/index.ts',
        rule: 'server-adapters-in-container-only',
      },
    ]);
  });
});

/**
 * The arrows of ARCHITECTURE.md §1: dependencies point down and inward only.
 * domain <- core <- adapters <- server; client <- ui <- portal.
 */
const pkg = (name) => `^packages/${name}/`;
const TESTS = '\\.(test|spec|stories)\\.tsx?$|/testing/';
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'packages/domain imports nothing outside itself: no npm package, no node built-in.',
      severity: 'error',
      from: { path: `${pkg('domain')}src/`, pathNot: TESTS },
      to: { pathNot: [pkg('domain')] },
    },
    {
      name: 'core-only-domain',
      comment: 'packages/core depends on the domain only (and inversify for tokens).',
      severity: 'error',
      from: { path: pkg('core'), pathNot: TESTS },
      to: {
        pathNot: [pkg('core'), pkg('domain'), '^node_modules/(inversify|@inversifyjs)/'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'adapters-not-each-other',
      comment:
        'An adapter imports core, domain and its own vendor SDK; never another adapter, the server or the UI.',
      severity: 'error',
      from: { path: '^packages/adapter-([^/]+)/' },
      to: {
        path: ['^packages/adapter-', '^packages/(client|ui)/', '^apps/'],
        pathNot: ['^packages/adapter-$1/'],
      },
    },
    {
      name: 'core-areas-apart',
      comment:
        'A core area (auth, public, member, owner, admin, jobs) never imports another; what two areas share lives below them, in checkout/ (everything that moves money) or shared/.',
      severity: 'error',
      from: { path: '^packages/core/src/(auth|public|member|owner|admin|jobs)/', pathNot: TESTS },
      to: {
        path: '^packages/core/src/(auth|public|member|owner|admin|jobs)/',
        pathNot: ['^packages/core/src/$1/'],
      },
    },
    {
      name: 'core-lower-parts-not-areas',
      comment: 'checkout/, shared/ and the ports serve every area and so know none of them.',
      severity: 'error',
      from: { path: '^packages/core/src/(checkout|shared|ports)/' },
      to: { path: '^packages/core/src/(auth|public|member|owner|admin|jobs)/' },
    },
    {
      name: 'core-shared-not-checkout',
      comment: 'shared/ sits below checkout/.',
      severity: 'error',
      from: { path: '^packages/core/src/(shared|ports)/' },
      to: { path: '^packages/core/src/checkout/' },
    },
    {
      name: 'server-areas-apart',
      comment:
        'A server area (apps/server/src/routes/<area>/) never imports another area; what two areas share lives outside routes/ (http/, container/).',
      severity: 'error',
      from: { path: '^apps/server/src/routes/([^/]+)/' },
      to: { path: '^apps/server/src/routes/', pathNot: ['^apps/server/src/routes/$1/'] },
    },
    {
      name: 'server-adapters-in-container-only',
      comment:
        'Only the composition root (apps/server/src/container/) imports an adapter package; routes reach adapters through the ports of core.',
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: ['^apps/server/src/container/', TESTS] },
      to: { path: '^packages/adapter-' },
    },
    {
      name: 'client-knows-contract-only',
      severity: 'error',
      from: { path: pkg('client') },
      to: { path: ['^packages/(core|adapter-[^/]+|ui)/', '^apps/'] },
    },
    {
      name: 'ui-no-http-no-server',
      comment: 'ui knows React and the domain; it never reaches the client, core, adapters or apps.',
      severity: 'error',
      from: { path: pkg('ui') },
      to: { path: ['^packages/(core|adapter-[^/]+|client)/', '^apps/'] },
    },
    {
      name: 'portal-not-server-side',
      severity: 'error',
      from: { path: '^apps/portal/' },
      to: { path: ['^packages/(core|adapter-[^/]+)/', '^apps/server/'] },
    },
    {
      name: 'portal-areas-not-each-other',
      comment:
        'A portal area (auth, public, member, owner, admin) imports shared pieces, never another area.',
      severity: 'error',
      from: { path: '^apps/portal/src/areas/([^/]+)/' },
      to: { path: '^apps/portal/src/areas/', pathNot: '^apps/portal/src/areas/$1/' },
    },
    {
      name: 'portal-shared-not-areas',
      comment: "The portal's shared pieces serve every area and so know none of them.",
      severity: 'error',
      from: { path: '^apps/portal/src/shared/' },
      to: { path: '^apps/portal/src/areas/' },
    },
    {
      name: 'lower-layers-not-apps',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['/dist/', '/coverage/', 'storybook-static'] },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'types', 'default'],
      mainFields: ['module', 'main', 'types'],
    },
    tsConfig: { fileName: 'tsconfig.base.json' },
  },
};

/**
 * Import boundaries between the workspace packages, checked by `npm run lint`
 * (`depcruise apps packages scripts --config .dependency-cruiser.cjs`).
 *
 * Workspace packages are imported by name (`@folio/db`) and resolved through their package.json
 * `exports`, as Node and the bundlers do, to their source files (packages/db/src/…); the rules below
 * name them by those paths. `import type` is told apart from imports that stay in the compiled code
 * (tsPreCompilationDeps: 'specify'), so "type-only" rules hold for what ends up in a bundle.
 *
 * The allowed graph between workspace packages:
 *   contracts  → none (and no package but zod)
 *   db         → contracts
 *   api        → contracts, db
 *   client     → contracts and api, both types only; its tests, which start a server, also api and db
 *   web        → contracts, api (types only)
 *   server     → contracts, db, api
 *   scripts/   → any package, by its exports
 * Inside packages: api's core/ imports no domain folder or adapter; the web app's components/ no
 * feature or route, its lib/ none of these; and no import cycle anywhere (docs/decisions.md §20).
 * The README ("Lint checks") lists the rules; docs/decisions.md §15 says why they are checked.
 */

/** Every workspace package's folder except the ones named: `otherPackages('packages/db', …)`. */
const otherPackages = (...allowed) => ({
  path: '^(apps|packages)/[^/]+/',
  pathNot: `^(${allowed.join('|')})/`,
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'contracts-imports-no-workspace-package',
      comment:
        'packages/contracts is the shared vocabulary of every other package: it imports none of them ' +
        '(that would make it depend on what depends on it).',
      severity: 'error',
      from: { path: '^packages/contracts/' },
      to: otherPackages('packages/contracts'),
    },
    {
      name: 'contracts-depends-only-on-zod-and-i18n',
      comment:
        'packages/contracts has no runtime dependency beyond zod and the message formatting of its ' +
        'catalogs (i18next, intl-messageformat), and uses no Node built-in: it runs in the browser ' +
        'as well as on the server, and touches no network, database or DOM.',
      severity: 'error',
      from: { path: '^packages/contracts/src/' },
      to: {
        dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown', 'core'],
        pathNot: '(^|/)node_modules/(zod|i18next|intl-messageformat)/',
      },
    },
    {
      name: 'db-imports-only-contracts',
      comment: 'packages/db may import @folio/contracts and no other workspace package.',
      severity: 'error',
      from: { path: '^packages/db/' },
      to: otherPackages('packages/db', 'packages/contracts'),
    },
    {
      name: 'api-imports-only-contracts-and-db',
      comment:
        'packages/api may import @folio/contracts and @folio/db; never an app (apps/*) or @folio/client, ' +
        'which are built on top of it.',
      severity: 'error',
      from: { path: '^packages/api/' },
      to: otherPackages('packages/api', 'packages/contracts', 'packages/db'),
    },
    {
      name: 'client-imports-only-contracts-and-api-types',
      comment:
        'packages/client (src) may import @folio/contracts and @folio/api, and the API only as types ' +
        '(`import type`): the client talks to a server over HTTP and carries none of its code. Its ' +
        'tests start a real server, so test/ may also import @folio/api and @folio/db (devDependency).',
      severity: 'error',
      from: { path: '^packages/client/src/' },
      to: otherPackages('packages/client', 'packages/contracts', 'packages/api'),
    },
    {
      name: 'client-imports-contracts-as-types-only',
      comment:
        'packages/client imports @folio/contracts only with `import type`: the build inlines its types ' +
        'into dist/index.d.ts, and it is a devDependency, so a runtime import would name a package ' +
        "the client's users do not install.",
      severity: 'error',
      from: { path: '^packages/client/src/' },
      to: { path: '^packages/contracts/', preCompilationOnly: false },
    },
    {
      name: 'client-imports-api-as-types-only',
      comment:
        'packages/client imports @folio/api only with `import type`: anything else would put server code ' +
        'into every program that uses the client.',
      severity: 'error',
      from: { path: '^packages/client/src/' },
      to: { path: '^packages/api/', preCompilationOnly: false },
    },
    {
      name: 'client-tests-import-only-what-they-run',
      comment:
        "packages/client's tests may import @folio/contracts, @folio/api and @folio/db (to start a server).",
      severity: 'error',
      from: { path: '^packages/client/', pathNot: '^packages/client/src/' },
      to: otherPackages('packages/client', 'packages/contracts', 'packages/api', 'packages/db'),
    },
    {
      name: 'web-imports-only-contracts-and-api-types',
      comment:
        'apps/web may import @folio/contracts and, as types only, @folio/api; never @folio/db, ' +
        '@folio/client or apps/server.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: otherPackages('apps/web', 'packages/contracts', 'packages/api'),
    },
    {
      name: 'web-imports-api-as-types-only',
      comment:
        'apps/web must never bundle server code: @folio/api is imported only with `import type` ' +
        "(e.g. `import type { AppRouter } from '@folio/api'`).",
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^packages/api/', preCompilationOnly: false },
    },
    {
      name: 'server-imports-only-api-db-contracts',
      comment:
        "apps/server may import @folio/api, @folio/db and @folio/contracts; never the web app's sources " +
        '(it serves the built apps/web/dist as files) or @folio/client.',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: otherPackages('apps/server', 'packages/api', 'packages/db', 'packages/contracts'),
    },
    {
      name: 'no-relative-import-into-another-package',
      comment:
        'Another package is imported by its name and its exports (`@folio/db/testing`), never by a ' +
        'relative path into its folder (`../../packages/db/src/…`).',
      severity: 'error',
      from: { path: '^((apps|packages)/[^/]+|scripts)/' },
      to: {
        path: '^(apps|packages)/[^/]+/',
        pathNot: '^$1/',
        dependencyTypesNot: ['aliased-workspace'],
      },
    },
    {
      name: 'no-import-outside-a-package-exports',
      comment:
        'A workspace package is reached only through the subpaths its package.json `exports` lists ' +
        '(`@folio/api`, `@folio/api/http`, …); `@folio/api/src/…` does not resolve.',
      severity: 'error',
      from: {},
      to: { path: '^@folio/', couldNotResolve: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'Every import resolves to a file or an installed package.',
      severity: 'error',
      from: {},
      to: { pathNot: '^@folio/', couldNotResolve: true },
    },
    {
      name: 'api-core-imports-no-domain',
      comment:
        'packages/api/src/core/ holds what every domain folder shares (errors, scope, records, keyset, ' +
        'plan limits, the logger): it imports no domain folder (clients/, invitations/, …) and no ' +
        'adapter (trpc/, http/). Something a core module needs from above moves down into core/.',
      severity: 'error',
      from: { path: '^packages/api/src/core/' },
      to: { path: '^packages/api/src/[^/]+/', pathNot: '^packages/api/src/core/' },
    },
    {
      name: 'web-components-import-no-feature',
      comment:
        "apps/web/src/components/ holds the screens' shared parts: it imports no feature and no route " +
        '(a part two features share moves down into components/ or lib/).',
      severity: 'error',
      from: { path: '^apps/web/src/components/' },
      to: { path: '^apps/web/src/(features|routes)/' },
    },
    {
      name: 'web-lib-imports-no-ui',
      comment:
        'apps/web/src/lib/ (API client, session, formats, texts shared by every screen) imports no ' +
        'component, feature or route.',
      severity: 'error',
      from: { path: '^apps/web/src/lib/' },
      to: { path: '^apps/web/src/(components|features|routes)/' },
    },
    {
      name: 'no-circular',
      comment:
        'No import cycle, within a package or between packages, type-only imports included: a cycle ' +
        'means neither module can be understood, tested or moved without the other.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|dist-ssr|\\.data)/' },
    // `import type` is recorded and marked, so the type-only rules can tell it from a runtime import.
    tsPreCompilationDeps: 'specify',
    tsConfig: { fileName: 'tsconfig.base.json' },
    // Reads the root package.json too, where `workspaces` is: imports of @folio/* count as workspace imports.
    combinedDependencies: true,
    enhancedResolveOptions: {
      // Resolve workspace packages through their `exports`, so a subpath they do not export fails.
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};

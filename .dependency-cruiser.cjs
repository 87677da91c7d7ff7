// @ts-check
/**
 * Which folder may import which: checked by dependency-cruiser in `npm run lint` and `npm test`'s lint step
 * (`npm run deps:check` alone).
 *
 * lib/ holds the domains (framework-free); app/ and components/ compose them, and components never import app/ (a
 * route passes them what they need, server actions included, as props); the tracker (tracker/) is its own package
 * that imports nothing from the site, and the site reads it only through its `exports` map. Inside lib/ each domain
 * lists the domains it may import (LIB_EDGES). That list must stay a graph without cycles (checked below when
 * this file loads), so no chain of lib/ folders can lead back to where it started.
 */

/**
 * The allowed edges between lib/ domains: domain → the domains it may import. `clock` and `csv` are the single files
 * lib/clock.ts and lib/csv.ts. A new domain, or a new edge, is added here on purpose; whatever is not listed fails the
 * check.
 */
const LIB_EDGES = {
  clock: [],
  // lib/csv.ts: RFC 4180 files (the usability tests' results, the studio's analytics downloads).
  csv: [],
  errors: [],
  // The data folder and the secrets (lib/config/data-dir.ts, secret.ts): read by the layers below the domains.
  config: [],
  // The content security policy hashes the member-hint script (lib/auth/member-hint.ts).
  security: ['auth'],
  analytics: [],
  // The browser storage keys of the visitor's recording choice (read by the consent banner and the reader pages' loader).
  consent: [],
  i18n: [],
  // A category's id is the type of a question's column (CategoryId, lib/db/tables/discussion.ts): a type, no code.
  content: ['i18n', 'db'],
  storage: ['config', 'errors'],
  http: ['errors'],
  // What a process remembers, kept right across replicas (LISTEN/NOTIFY on its own PostgreSQL connection, not lib/db's).
  'change-feed': [],
  seo: ['content', 'i18n'],
  db: ['config'],
  'rate-limit': ['db', 'errors', 'clock'],
  // The pre-paint script (lib/auth/member-hint.ts) also marks a member's feature flags (lib/recordings/flags-hint.ts).
  auth: ['change-feed', 'config', 'db', 'errors', 'http', 'i18n', 'rate-limit', 'recordings', 'clock'],
  discussion: ['auth', 'content', 'db', 'errors', 'i18n', 'rate-limit', 'clock'],
  // A reader page's loader starts it at once for a member or a visitor who agreed to recording (lib/routes/deferred-hydration.ts).
  routes: ['auth', 'consent', 'content', 'discussion', 'http', 'i18n', 'security'],
  // A part of a session (snapshot, video) is kept only while its session is (lib/recordings/session-parts.ts).
  recordings: ['change-feed', 'config', 'db', 'errors', 'storage'],
  // The ingest answers its own HTTP calls (lib/ingest/http.ts, node:http in front of Next.js) with lib/http's readers,
  // and with the security headers Next.js gives every response (lib/security/headers.ts).
  ingest: ['recordings', 'config', 'db', 'errors', 'http', 'rate-limit', 'security', 'storage', 'clock'],
  // Public replay links are signed with a key of lib/config and rate-limited per address (lib/studio/shared-replays.ts).
  // A dashboard card's address may name the site's language, in its path or its query (lib/studio/dashboard-cards.ts).
  studio: [
    'recordings',
    'auth',
    'config',
    'csv',
    'db',
    'discussion',
    'errors',
    'http',
    'i18n',
    'rate-limit',
    'storage',
    'clock',
  ],
  // Webhooks and issue trackers: the studio's sessions for their links, the site's address (lib/seo/urls.ts), a key
  // of lib/config that seals their secrets; the job lock the retention job runs under (lib/ingest/retention-runner.ts).
  integrations: ['recordings', 'auth', 'config', 'db', 'errors', 'ingest', 'seo', 'studio', 'clock'],
  // The participant link names the address the team reached the studio at (lib/http/request-origin.ts).
  'usability-tests': ['recordings', 'auth', 'csv', 'db', 'discussion', 'errors', 'http', 'storage', 'clock'],
  // Demo data: uses the domains' own code (password hashing, markdown, slugs) to fill an empty database. Nothing in
  // lib/ imports it; scripts/db/seed.ts and the tests do.
  seed: ['auth', 'content', 'db', 'discussion', 'recordings', 'clock'],
};

/** The tracker's public entry points (tracker/package.json `exports`), as files: the only ones the site may reach. */
const TRACKER_ENTRY_POINTS = [
  '^tracker/src/protocol/index\\.ts$',
  '^tracker/src/constants\\.ts$',
  '^tracker/protocol-vectors\\.json$',
  '^tracker/src/uxt/texts\\.ts$',
  '^tracker/build\\.mjs$',
  '^tracker/build\\.d\\.mts$',
];

/** lib/auth's index: what the rest of the site imports from lib/auth (lib/auth/index.ts says what is behind it). */
const LIB_AUTH_INDEX = '^lib/auth/index\\.ts$';
/** The hint cookies' reader, which the browser loads: the index, server code, cannot be. */
const LIB_AUTH_FOR_THE_BROWSER = '^lib/auth/member-hint\\.ts$';
/**
 * The files of lib/auth other lib/ domains may import by name, narrower than the index: the studio's role check, the
 * announcements of changed sessions, the credential limits, password hashing (demo data) and the session row's type.
 */
const LIB_AUTH_FOR_DOMAINS = [
  '^lib/auth/studio-access\\.ts$',
  '^lib/auth/session-memory\\.ts$',
  '^lib/auth/credentials\\.ts$',
  '^lib/auth/password\\.ts$',
  '^lib/auth/session-store\\.ts$',
];

/** Throws when LIB_EDGES names an unknown domain or has a cycle (a folder cycle would then be allowed). */
function assertAcyclic(edges) {
  const state = new Map();
  const visit = (domain, trail) => {
    if (!(domain in edges))
      throw new Error(`.dependency-cruiser.cjs: unknown lib domain "${domain}" (from ${trail.join(' → ')})`);
    if (state.get(domain) === 'done') return;
    if (state.get(domain) === 'visiting')
      throw new Error(`.dependency-cruiser.cjs: LIB_EDGES has a cycle: ${[...trail, domain].join(' → ')}`);
    state.set(domain, 'visiting');
    for (const next of edges[domain]) visit(next, [...trail, domain]);
    state.set(domain, 'done');
  };
  for (const domain of Object.keys(edges)) visit(domain, []);
}
assertAcyclic(LIB_EDGES);

/** The path pattern of one lib/ domain. */
const SINGLE_FILE_DOMAINS = ['clock', 'csv'];
const domainPath = (domain) => (SINGLE_FILE_DOMAINS.includes(domain) ? `lib/${domain}\\.ts$` : `lib/${domain}/`);

/**
 * Single files of a domain another may import without the whole domain: the studio reads the ingest's published limits
 * (which visits are live is bounded by the session token's lifetime: lib/studio/live.ts).
 */
const LIB_FILES_ALLOWED = { studio: ['^lib/ingest/limits\\.ts$'] };

const libEdgeRules = Object.entries(LIB_EDGES).map(([domain, allowed]) => ({
  name: `lib-${domain}-edges`,
  comment: `lib/${domain} may import only ${allowed.length ? allowed.map((d) => `lib/${d}`).join(', ') : 'no other lib domain'} (LIB_EDGES)`,
  severity: 'error',
  from: { path: `^${domainPath(domain)}`, pathNot: '\\.test\\.tsx?$' },
  to: {
    path: '^lib/',
    pathNot: [...[domain, ...allowed].map((d) => `^${domainPath(d)}`), ...(LIB_FILES_ALLOWED[domain] ?? [])],
  },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-lib-folder-cycle',
      comment:
        'A chain of imports that leaves a lib/ folder and comes back to it: the folders would depend on each other.',
      severity: 'error',
      from: { path: '^lib/([^/.]+)/' },
      to: { circular: true, pathNot: '^lib/$1/' },
    },
    {
      name: 'no-components-folder-cycle',
      comment:
        'Two components/ folders (features) that import each other, through any of their files: neither can be understood or moved without the other. Checked on the graph of folders, so it holds even where no chain of files comes back (lib/ has LIB_EDGES for this).',
      severity: 'error',
      scope: 'folder',
      from: { path: '^components/' },
      to: { circular: true },
    },
    {
      name: 'no-file-cycle',
      comment:
        'A file of lib/ or components/ that imports, through any chain, a file that imports it back: the two cannot be read, tested or changed apart. Move what both need into a file of its own.',
      severity: 'error',
      from: { path: '^(lib|components)/' },
      to: { circular: true },
    },
    ...libEdgeRules,
    {
      name: 'lib-auth-through-index',
      comment:
        "Outside lib/, lib/auth is imported from its index (@/lib/auth), the list of what routes, pages, actions, the proxy and scripts may use, so the files behind it are free to change. On purpose not through it: member-hint.ts, which the browser loads (the member bar, the consent banner, the reader pages' loader) and the server-side index cannot be; and tests, which test one file of lib/auth on its own.",
      severity: 'error',
      from: { pathNot: ['^lib/', '\\.test\\.tsx?$', '^(tests|e2e|bench)/'] },
      to: { path: '^lib/auth/', pathNot: [LIB_AUTH_INDEX, LIB_AUTH_FOR_THE_BROWSER] },
    },
    {
      name: 'lib-auth-for-domains',
      comment:
        'Another lib/ domain imports lib/auth from its index or from one of the files named for it (LIB_AUTH_FOR_DOMAINS), which are therefore not free to change: the index carries the session readers, and a domain that imported it would put them into everything it renders, cached pages included.',
      severity: 'error',
      from: { path: '^lib/', pathNot: ['^lib/auth/', '\\.test\\.tsx?$'] },
      to: { path: '^lib/auth/', pathNot: [LIB_AUTH_INDEX, LIB_AUTH_FOR_THE_BROWSER, ...LIB_AUTH_FOR_DOMAINS] },
    },
    {
      name: 'lib-not-to-app',
      comment: 'lib/ is framework-free domain code: it never imports the routes, components or the server around it.',
      severity: 'error',
      from: { path: '^lib/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^(app|components|server|scripts)/|^(proxy|instrumentation|instrumentation-node)\\.ts$' },
    },
    {
      name: 'components-not-to-app',
      comment:
        'components/ are shared React components: they never import app/ (its routes, server actions or helpers); a route passes them what they need, server actions included, as props.',
      severity: 'error',
      from: { path: '^components/' },
      to: { path: '^app/' },
    },
    {
      name: 'tracker-not-to-site',
      comment: 'The tracker is its own package: it imports nothing from the site.',
      severity: 'error',
      from: { path: '^tracker/' },
      to: {
        path: '^(app|components|lib|server|scripts|messages|content|tests|e2e|bench|public)/|^[^/]+\\.(ts|tsx|mjs|json)$',
      },
    },
    {
      name: 'site-to-tracker-via-exports',
      comment:
        'The site reads the tracker only through its exports map (@parley/tracker/protocol, /constants, /protocol-vectors.json; the e2e tests /overlay-texts, the benchmarks /build), never tracker/src directly.',
      severity: 'error',
      from: { pathNot: '^tracker/' },
      to: { path: '^tracker/', pathNot: TRACKER_ENTRY_POINTS },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to no file.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(\\.next|node_modules|public|content|data|coverage|test-results|\\.test-reports)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
// For the test of the rules themselves (scripts/lint/dependency-rules.test.ts); not part of dependency-cruiser's schema.
Object.defineProperty(module.exports, 'LIB_EDGES', { value: LIB_EDGES, enumerable: false });
Object.defineProperty(module.exports, 'assertAcyclic', { value: assertAcyclic, enumerable: false });

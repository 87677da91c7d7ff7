/**
 * The whole database schema, one module per domain under ./tables. A new domain (the discussion area: questions,
 * answers, groups, votes, activities) adds its file there, re-exports it here and runs
 * `npx drizzle-kit generate --name <change>` to write the next migration.
 */
export * from './tables/accounts';
export * from './tables/rate-limits';
export * from './tables/discussion';
export * from './tables/recordings';
export * from './tables/usability-tests';
export * from './tables/studio-sharing';
export * from './tables/integrations';
export * from './tables/dashboards';

/*
 * What `server-only` is in the servers' bundles (scripts/build-servers.mjs): nothing. The package marks modules that
 * must never reach a browser bundle and throws when loaded outside React's server bundles; these bundles are Node's.
 */
export {};

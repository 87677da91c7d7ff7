/**
 * The wire protocol as the site reads it (`@parley/tracker/protocol`): the batch codec, the message table and the
 * compact event form. The ingest decodes with the very code the tracker encodes with, so the two cannot drift.
 */
export * from './codec';
export * from './messages';
export * from './compact';

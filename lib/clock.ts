/**
 * Where "now" comes from. Every function whose answer depends on time takes an optional clock last, so tests can
 * pass a fixed instant instead of waiting.
 */
export type Clock = { now?: Date };

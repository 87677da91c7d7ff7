/**
 * What the replay's timeline marks. Kept out of the player's 'use client' module: a server component importing a
 * value from there would get a client reference, not the array.
 */
export const MARKER_KINDS = ['page', 'click', 'network', 'error', 'tag', 'custom'] as const;
export type MarkerKind = (typeof MARKER_KINDS)[number];

/**
 * The vocabulary of feature-flag conditions: the studio offers it when a flag is written, the ingest evaluates it
 * when the tracker asks for its flags.
 */

/** The filter types a flag condition may test (`metadata` reads the key named by the filter's `source`). */
export const FLAG_FILTER_TYPES = [
  'userId',
  'referrer',
  'userOs',
  'userBrowser',
  'userDevice',
  'userCountry',
  'userState',
  'userCity',
  'metadata',
] as const;
export type FlagFilterType = (typeof FLAG_FILTER_TYPES)[number];

/** Operators of flag conditions, as the OpenReplay flags use them. */
export const FLAG_OPERATORS = [
  'is',
  'isNot',
  'isAny',
  'contains',
  'notContains',
  'startsWith',
  'endsWith',
  'isUndefined',
] as const;

import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The 10,000 most common passwords, from the ranked list zxcvbn ships (npm `@zxcvbn-ts/language-common` 4.1.3,
 * `passwords.json`, first 10,000 entries; MIT, see common-passwords.LICENSE). Only the entries that pass the length
 * rule (8 to 128 characters) are stored, lower-cased, one per line: a shorter one is refused by its length anyway.
 * Read relative to the app root at first use, not bundled into the server code.
 */
export const COMMON_PASSWORDS_FILE = path.join(process.cwd(), 'lib', 'auth', 'common-passwords.txt');

let list: Set<string> | undefined;

function commonPasswords(): Set<string> {
  list ??= new Set(
    fs
      .readFileSync(COMMON_PASSWORDS_FILE, 'utf8')
      .split('\n')
      .filter((line) => line.length > 0),
  );
  return list;
}

/** Case-insensitive: "Password1" is as guessable as "password1". */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

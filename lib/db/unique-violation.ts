/**
 * The constraint name of a unique violation (SQLSTATE 23505) anywhere in the error's cause chain ('' when the driver
 * does not name it), or undefined for any other error. PGlite and node-postgres both report it this way (Drizzle
 * wraps the driver's error as the cause).
 */
export function uniqueViolation(error: unknown): string | undefined {
  for (let current: unknown = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}

/**
 * Which constraint a failed statement broke, read from the SQLSTATE anywhere in the error's cause chain. PGlite and
 * node-postgres both report it this way (Drizzle wraps the driver's error as the cause).
 */
function violated(error: unknown, sqlState: string): string | undefined {
  for (
    let current: unknown = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === sqlState) return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}

/** The constraint name of a unique violation (SQLSTATE 23505; '' when the driver does not name it), else undefined. */
export function uniqueViolation(error: unknown): string | undefined {
  return violated(error, '23505');
}

/**
 * The constraint name of a foreign-key violation (SQLSTATE 23503; '' when the driver does not name it), else
 * undefined: the row a new one points at is gone (a recorded session erased or expired while its upload was on its way).
 */
export function foreignKeyViolation(error: unknown): string | undefined {
  return violated(error, '23503');
}

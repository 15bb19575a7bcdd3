/** True when the database refused a write because a unique constraint already holds the value. */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const pgCode = (error as { code?: unknown }).code;
  return pgCode === '23505' || /UNIQUE constraint failed/.test(error.message);
}

/** True when the database refused a write because another row still refers to this one. */
export function isForeignKeyViolation(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const pgCode = (error as { code?: unknown }).code;
  return pgCode === '23503' || /FOREIGN KEY constraint failed/.test(error.message);
}

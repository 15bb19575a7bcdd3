/**
 * What staff call a stored code (`bank_transfer` → Bank transfer), as the screens say it, for
 * what people read outside the app: exports and the audit trail's summaries. A code the labels
 * do not know (written by an older version) is shown as it is rather than dropped.
 */
export const labelOf = <Code extends string>(
  labels: Readonly<Record<Code, string>>,
  code: string,
) => labels[code as Code] ?? code;

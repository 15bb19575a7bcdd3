import { loadFailureText } from './load-failure.ts';
import {
  classifyRequestFailure,
  type FieldMessages,
  refusedFields,
  serverMessage,
} from './request-failure.ts';

/**
 * What to tell the user when a save or delete failed: the server's reason when it gave one
 * (e.g. why a supplier cannot be deleted), else the screen's own `fallback` text.
 */
export function saveFailureMessage(error: unknown, fallback: string): string {
  if (classifyRequestFailure(error).kind === 'unauthenticated') return loadFailureText.authFailed;
  return serverMessage(error) ?? fallback;
}

/** A refused save as a form shows it (issue 20). */
export type FormRefusal = {
  /** The server's words for each refused field the form has, to show beside that field. */
  fields: FieldMessages;
  /**
   * The banner above the form: null when every problem is beside its field, else the whole
   * reason (`saveFailureMessage`), as something the server said has no field here to go to.
   */
  banner: string | null;
};

/**
 * Splits a failed save between the form's fields (`shown`: the input's field paths the form
 * has, e.g. `['name', 'contact', 'address']`) and the banner above them.
 */
export function formRefusal(
  error: unknown,
  fallback: string,
  shown: readonly string[],
): FormRefusal {
  const refused = refusedFields(error);
  const paths = Object.keys(refused);
  const fields = Object.fromEntries(
    paths.filter((path) => shown.includes(path)).map((path) => [path, refused[path] ?? '']),
  );
  const allBeside = paths.length > 0 && paths.every((path) => shown.includes(path));
  return { fields, banner: allBeside ? null : saveFailureMessage(error, fallback) };
}

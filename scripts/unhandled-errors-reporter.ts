import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, SerializedError, TestModule } from 'vitest/node';

/**
 * Vitest's JSON report leaves out the errors that belong to no test: a worker that exited in
 * the middle of a file, a rejection nobody awaited. Its file then shows only as failed with no
 * message, and the reason is far up a long log. This reporter writes those errors to the file
 * named by GHALA_UNHANDLED_ERRORS, so `npm test` names them in its closing lines.
 */
export default class UnhandledErrorsReporter implements Reporter {
  onTestRunEnd(_modules: ReadonlyArray<TestModule>, errors: ReadonlyArray<SerializedError>) {
    const file = process.env.GHALA_UNHANDLED_ERRORS;
    if (!file) return;
    writeFileSync(file, JSON.stringify(errors.map(describe)));
  }
}

/**
 * "Worker forks emitted error", caused by "Worker exited unexpectedly with signal …": all of it,
 * and the test file and test it happened in when Vitest knows them (a socket error's own stack
 * names only Node's internals).
 */
function describe(
  error: SerializedError & { VITEST_TEST_PATH?: string; VITEST_TEST_NAME?: string },
) {
  const causes: string[] = [];
  for (let each: SerializedError | undefined = error; each; each = each.cause) {
    causes.push(`${each.name ?? 'Error'}: ${each.message}`);
  }
  const where = error.VITEST_TEST_PATH
    ? ` (in ${relative(process.cwd(), error.VITEST_TEST_PATH)}${error.VITEST_TEST_NAME ? `, during or after "${error.VITEST_TEST_NAME}"` : ''})`
    : '';
  return causes.join(', caused by ') + where;
}

import fc from 'fast-check';

/**
 * Runs a property over the API `cases` times in `lanes` side by side, each lane a fast-check
 * run of its own with its own seed: on PostgreSQL one case's queries are answered while
 * another's wait (SQLite answers in process and gains nothing from more than one lane). Every
 * lane runs to its end (a failed one stops only itself), so none is still writing when the
 * database closes; the first failure is reported with its own seed. With `replay.seed` (and
 * `replay.path`) from a failure's report, the run is that one lane, to replay it.
 */
export async function assertInLanes<Ts>(
  property: fc.IAsyncPropertyWithHooks<Ts>,
  options: { cases: number; lanes: number; replay?: { seed?: string; path?: string } },
): Promise<void> {
  if (options.replay?.seed !== undefined) {
    await fc.assert(property, {
      seed: Number(options.replay.seed),
      path: options.replay.path,
      numRuns: options.cases,
    });
    return;
  }
  const seed = Date.now() ^ (Math.random() * 0x1_0000_0000);
  const outcomes = await Promise.allSettled(
    Array.from({ length: options.lanes }, (_, lane) =>
      fc.assert(property, {
        seed: seed + lane,
        numRuns: Math.ceil(options.cases / options.lanes),
      }),
    ),
  );
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}

import fc from 'fast-check';
import { propertyPath, propertyRuns, propertySeed } from '../../../testing/property-depth.ts';

/**
 * Runs a property over the API in `lanes` side by side, each lane a fast-check run of its own:
 * on PostgreSQL one case's queries are answered while another's wait (SQLite answers in process
 * and gains nothing from more than one lane). `runs` is the property's standard count
 * (property-depth.ts: 10,000 or `deep` under `npm run test:deep`), shared out over the lanes.
 * Lane n starts from the file's seed + n, so GHALA_PROPERTY_SEED repeats every lane's cases.
 * Every lane runs to its end (a failed one stops only itself), so none is still writing when
 * the database closes; the first failure is reported with its lane's own seed and path. With
 * GHALA_PROPERTY_PATH (and that seed as GHALA_PROPERTY_SEED), the run is that one lane, to replay
 * the failing case.
 */
export async function assertInLanes<Ts>(
  property: fc.IAsyncPropertyWithHooks<Ts>,
  options: { runs: number; deep?: number; lanes: number },
): Promise<void> {
  const cases = propertyRuns(options.runs, options.deep);
  const seed = propertySeed();
  const path = propertyPath();
  if (path !== undefined) {
    await fc.assert(property, { seed, path, numRuns: cases });
    return;
  }
  const outcomes = await Promise.allSettled(
    Array.from({ length: options.lanes }, (_, lane) =>
      fc.assert(property, {
        // Kept a 32-bit integer, as fast-check wants its seeds.
        seed: (seed + lane) | 0,
        numRuns: Math.ceil(cases / options.lanes),
      }),
    ),
  );
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}

import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';

/**
 * `npm run test:stress`: the whole `npm test`, several runs in a row, while busy loops keep every
 * core occupied, as on a CI machine shared with other work. A test that passes only on an idle
 * machine fails here. Stops at the first failing run.
 *
 *   npm run test:stress                    # 3 runs, one busy loop per core
 *   npm run test:stress -- --runs 5 --loops 4
 */
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    loops: { type: 'string', default: String(availableParallelism()) },
  },
});
const runs = Number(values.runs);
const loops = Number(values.loops);

const busy: ChildProcess[] = Array.from({ length: loops }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
);
const stopBusy = () => {
  for (const loop of busy) loop.kill('SIGKILL');
};
process.on('exit', stopBusy);
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

console.log(
  `Stress: ${runs} runs of npm test with ${loops} busy loop(s) on ${availableParallelism()} cores`,
);
const results: string[] = [];
let failed = false;
for (let run = 1; run <= runs && !failed; run++) {
  console.log(`\n━━━ Stress run ${run} of ${runs} ━━━`);
  const started = Date.now();
  const result = spawnSync(process.execPath, ['scripts/test.ts'], { stdio: 'inherit' });
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  failed = result.status !== 0;
  results.push(`  run ${run}: ${failed ? 'FAILED' : 'passed'} in ${minutes} min`);
}
console.log(`\nStress summary (${loops} busy loops):\n${results.join('\n')}`);
process.exit(failed ? 1 : 0);

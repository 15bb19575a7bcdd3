import { describe, expect, it } from 'vitest';
import {
  type ActorLogic,
  createActor,
  type EventObject,
  fromPromise,
  type InspectionEvent,
  type SnapshotFrom,
} from 'xstate';
import { TestModel } from 'xstate/graph';
import { createPathCoverage, edgeCoveringPaths } from '../../shared/statecharts/path-coverage.ts';
import { settle } from '../../test/settle.ts';
import { type ImportEvent, importMachine } from './import.machine.ts';
import { type ImportAnswer, ImportRefused, type ImportRequest } from './import-request.ts';

// A file says its name when the model's graph writes an event down, so two files are two edges.
const csv = (name: string, text: string) =>
  Object.assign(new File([text], name, { type: 'text/csv' }), { toJSON: () => name });
const GOOD = csv('items.csv', 'Name,Price\nCement,750\n');
const BAD = csv('bad.csv', 'Name,Price\nCement,cheap\n');

/**
 * What the API answers a request, worked from the request as the API works it: a file is bad
 * when a row's price is not a number, unless its columns were matched so that the price is
 * fed by no column; an import answers the same counts as its dry run.
 */
function answerTo(request: ImportRequest, text: string): ImportAnswer {
  const columns = request.columns ?? ['name', 'unit_price'];
  const priceRead = columns[1] === 'unit_price';
  const bad = priceRead && text.includes('cheap');
  return {
    valid: bad ? 0 : 1,
    invalid: bad ? 1 : 0,
    created: bad ? 0 : request.onMatch === 'skip' ? 0 : 1,
    updated: 0,
    skipped: !bad && request.onMatch === 'skip' ? 1 : 0,
    fields: [{ field: 'name', label: 'Name', required: true }],
    columns: [
      { header: 'Name', field: columns[0] ?? null },
      { header: 'Price', field: columns[1] ?? null },
    ],
    rows: [
      bad
        ? { row: 2, status: 'error', name: 'Cement', errors: { Price: 'must be a number' } }
        : { row: 2, status: 'ok', name: 'Cement', action: 'create' },
    ],
  };
}

type Pending = { request: ImportRequest; answer: PromiseWithResolvers<ImportAnswer> };

function harness(inspect?: (event: InspectionEvent) => void) {
  const requests: Pending[] = [];
  const pending = (dryRun: boolean) =>
    fromPromise<ImportAnswer, ImportRequest>(({ input }) => {
      expect(input.dryRun).toBe(dryRun);
      const answer = Promise.withResolvers<ImportAnswer>();
      requests.push({ request: input, answer });
      return answer.promise;
    });
  const sut = createActor(
    importMachine.provide({ actors: { checkFile: pending(true), importFile: pending(false) } }),
    { inspect },
  );
  sut.start();
  const last = () => {
    const request = requests.at(-1);
    if (!request) throw new Error('no request was made');
    return request;
  };
  /** Answers the last request as the API would. */
  const serverAnswers = async () => {
    const { request, answer } = last();
    answer.resolve(answerTo(request, await request.file.text()));
    await settle();
  };
  const fails = async (error: unknown) => {
    last().answer.reject(error);
    await settle();
  };
  return {
    actor: sut,
    requests,
    last,
    serverAnswers,
    fails,
    value: () => sut.getSnapshot().value,
    context: () => sut.getSnapshot().context,
  };
}

const coverage = createPathCoverage(importMachine);
const unreachable = new ImportRefused(
  'The server could not be reached; nothing was imported',
  {},
  false,
);
const refused = new ImportRefused('Nothing was imported: 1 row cannot be (row 2).');

describe('an import (the import machine)', () => {
  it('checks the file, previews it, imports it whole and says what it did', async () => {
    const sut = harness(coverage.inspect);
    expect(sut.value()).toBe('upload');
    sut.actor.send({ type: 'kind.choose', kind: 'customers' });
    sut.actor.send({ type: 'file.choose', file: GOOD });
    expect(sut.value()).toBe('matching');
    expect(sut.last().request).toMatchObject({ kind: 'customers', dryRun: true, file: GOOD });
    sut.actor.send({ type: 'upload.progress', sent: 0.5 });
    expect(sut.context().sent).toBe(0.5);
    await sut.serverAnswers();
    expect(sut.value()).toBe('previewing');
    expect(sut.context().columns).toEqual(['name', 'unit_price']);
    sut.actor.send({ type: 'import.start', key: 'key-1' });
    expect(sut.last().request).toMatchObject({ dryRun: false, key: 'key-1', kind: 'customers' });
    await sut.serverAnswers();
    expect(sut.value()).toBe('done');
    expect(sut.context()).toMatchObject({
      done: { created: 1, updated: 0, skipped: 0, kind: 'customers' },
      file: null,
      answer: null,
    });
  });

  it('will not import a file with a bad row; a column matched again checks it again', async () => {
    const sut = harness(coverage.inspect);
    sut.actor.send({ type: 'file.choose', file: BAD });
    await sut.serverAnswers();
    sut.actor.send({ type: 'import.start', key: 'key-1' });
    expect(sut.value()).toBe('previewing');
    sut.actor.send({ type: 'columns.change', columns: ['name', null] });
    expect(sut.last().request).toMatchObject({ dryRun: true, columns: ['name', null] });
    await sut.serverAnswers();
    sut.actor.send({ type: 'import.start', key: 'key-2' });
    expect(sut.last().request).toMatchObject({ dryRun: false, columns: ['name', null] });
  });

  it('retries an unanswered import under the same key; a refusal checks the file again', async () => {
    const sut = harness(coverage.inspect);
    sut.actor.send({ type: 'file.choose', file: GOOD });
    await sut.serverAnswers();
    sut.actor.send({ type: 'import.start', key: 'key-1' });
    await sut.fails(unreachable);
    expect(sut.value()).toBe('failed');
    expect(sut.context().error).toBe(unreachable.message);
    sut.actor.send({ type: 'import.retry' });
    expect(sut.last().request.key).toBe('key-1');
    await sut.fails(refused);
    expect(sut.value()).toBe('matching');
    expect(sut.last().request.dryRun).toBe(true);
    await sut.serverAnswers();
    expect(sut.context().error).toBe(refused.message);
    sut.actor.send({ type: 'import.start', key: 'key-2' });
    expect(sut.last().request.key).toBe('key-2');
  });
});

/*
 * Model-based: every edge of the import's graph: a kind, what to do with known records and a
 * file chosen (or none) in every state, the check and the import answered, refused or
 * unanswered, a column matched again, the import asked for with a bad file and a good one.
 */
type ImportSnapshot = SnapshotFrom<typeof importMachine>;
type ModelEvent = EventObject & Record<string, unknown>;
const modelLogic = importMachine as unknown as ActorLogic<ImportSnapshot, ModelEvent, undefined>;
const TEXTS = new Map<File, string>([
  [GOOD, 'Name,Price\nCement,750\n'],
  [BAD, 'Name,Price\nCement,cheap\n'],
]);

function modelEvents(snapshot: ImportSnapshot): ModelEvent[] {
  const events: ModelEvent[] = [
    { type: 'kind.choose', kind: 'suppliers' },
    { type: 'onMatch.choose', onMatch: 'skip' },
    { type: 'file.choose', file: GOOD },
    { type: 'file.choose', file: BAD },
    { type: 'file.choose', file: null },
    { type: 'columns.change', columns: ['name', null] },
    { type: 'import.start', key: 'key-model' },
    { type: 'import.retry' },
  ];
  for (const busy of ['checkFile', 'importFile'] as const) {
    if (!snapshot.matches(busy === 'checkFile' ? 'matching' : 'importing')) continue;
    const { context } = snapshot;
    const request: ImportRequest = {
      kind: context.kind,
      file: context.file!,
      onMatch: context.onMatch,
      columns: context.columns,
      dryRun: busy === 'checkFile',
    };
    events.push({ type: 'upload.progress', sent: 1 });
    events.push({
      type: `xstate.done.actor.${busy}`,
      output: answerTo(request, TEXTS.get(context.file!)!),
    });
    events.push({ type: `xstate.error.actor.${busy}`, error: unreachable });
    if (busy === 'importFile') events.push({ type: `xstate.error.actor.${busy}`, error: refused });
  }
  return events;
}

// What the screen shows of the flow; the choices (kind, known records) go into each request as
// the example tests show, and which key an attempt has and how far the upload is do not
// multiply the states.
function serializeState(snapshot: ImportSnapshot): string {
  const { file, columns, answer, error, done, attemptKey } = snapshot.context;
  return JSON.stringify({
    value: snapshot.value,
    file: file?.name ?? null,
    columns: columns ?? null,
    invalid: answer?.invalid ?? null,
    error,
    done: done !== null,
    attempt: attemptKey !== null,
  });
}

describe('an import: every path (model-based)', () => {
  const paths = edgeCoveringPaths(
    new TestModel(modelLogic, { events: modelEvents, serializeState }),
  );

  it(`walks ${paths.length} paths, each replayed on a real actor`, async () => {
    expect(paths.length).toBeGreaterThan(30);
    for (const path of paths) {
      const sut = harness(coverage.inspect);
      const steps = path.steps.filter((step) => step.event.type !== 'xstate.init');
      for (const [index, { event, state }] of steps.entries()) {
        if (event.type.startsWith('xstate.done.actor.')) await sut.serverAnswers();
        else if (event.type.startsWith('xstate.error.actor.'))
          await sut.fails((event as unknown as { error: unknown }).error);
        else sut.actor.send(event as ImportEvent);
        const where = `${path.description}, step ${index + 1}`;
        expect(serializeState(sut.actor.getSnapshot()), where).toBe(serializeState(state));
      }
      // Only a file with no bad row is ever imported, and each import names its attempt.
      for (const { request } of sut.requests)
        if (!request.dryRun) {
          expect(request.key).toBeTruthy();
          expect(answerTo(request, TEXTS.get(request.file)!).invalid).toBe(0);
        }
      sut.actor.stop();
    }
  });

  it('reached every state and took every transition of the machine', () => {
    console.info(coverage.summary(`over ${paths.length} paths`));
    expect(coverage.missing()).toEqual({ states: [], transitions: [] });
  });
});

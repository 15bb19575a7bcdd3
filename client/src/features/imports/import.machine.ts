import { assign, fromPromise, setup } from 'xstate';
import type { ImportAnswer, ImportKind, ImportRequest, OnMatch } from './import-request.ts';

/** What was imported, for the banner that says so. */
export interface ImportDone {
  created: number;
  updated: number;
  skipped: number;
  kind: ImportKind;
}

export interface ImportContext {
  kind: ImportKind;
  onMatch: OnMatch;
  file: File | null;
  /** The field each column of the file feeds (null: none); undefined: the server matches. */
  columns: (string | null)[] | undefined;
  /** The last dry run's answer: every row's fate. */
  answer: ImportAnswer | null;
  /** How much of the file has gone, 0 to 1, while it is being sent. */
  sent: number;
  error: string | null;
  /** The Idempotency-Key of this attempt at importing the file as checked. */
  attemptKey: string | null;
  done: ImportDone | null;
}

export type ImportEvent =
  | { type: 'kind.choose'; kind: ImportKind }
  | { type: 'onMatch.choose'; onMatch: OnMatch }
  | { type: 'file.choose'; file: File | null }
  | { type: 'columns.change'; columns: (string | null)[] }
  | { type: 'upload.progress'; sent: number }
  /** `key`: a fresh Idempotency-Key for this attempt (a retry keeps it). */
  | { type: 'import.start'; key: string }
  | { type: 'import.retry' };

/** Why an import failed, as the screen says it; `refused` when the server answered (4xx). */
export interface ImportFailure {
  message: string;
  refused: boolean;
}

const notProvided = (name: string) => () => {
  throw new Error(`The ${name} actor is provided by the screen`);
};

const failureOf = (error: unknown): ImportFailure =>
  typeof error === 'object' && error !== null && 'message' in error
    ? {
        message: String((error as { message: unknown }).message),
        refused: Boolean((error as { refused?: unknown }).refused),
      }
    : { message: String(error), refused: false };

/** The dry run's or the import's request, from what the context holds. */
const requestOf = (context: ImportContext, dryRun: boolean): ImportRequest => ({
  kind: context.kind,
  file: context.file!,
  onMatch: context.onMatch,
  columns: context.columns,
  dryRun,
  ...(dryRun ? {} : { key: context.attemptKey! }),
});

/**
 * The Import screen (issue 53): a kind and a file chosen (`upload`); the file sent for a dry run
 * that matches its columns and checks every row (`matching`); the preview, where the match and
 * the choices can change, each change checked again (`previewing`); the whole file imported
 * once it has no bad row (`importing`), under one Idempotency-Key per attempt that a retry of
 * the same file keeps; then `done`, or `failed` when the server could not be reached (retry).
 * A refusal from the server (a row changed under the check) checks the file again, its reason
 * kept on screen. The two requests are named actors the screen provides (`checkFile`,
 * `importFile`), which report their upload's progress as `upload.progress`.
 */
export const importMachine = setup({
  types: {
    context: {} as ImportContext,
    events: {} as ImportEvent,
  },
  actors: {
    checkFile: fromPromise<ImportAnswer, ImportRequest>(notProvided('checkFile')),
    importFile: fromPromise<ImportAnswer, ImportRequest>(notProvided('importFile')),
  },
  guards: {
    fileChosen: ({ event }) => event.type === 'file.choose' && event.file !== null,
    hasFile: ({ context }) => context.file !== null,
    // Imported whole or not at all: only a file with no bad row and something to import.
    ready: ({ context }) =>
      context.answer !== null && context.answer.invalid === 0 && context.answer.valid > 0,
    refusedByServer: ({ event }) =>
      'error' in event && failureOf((event as { error: unknown }).error).refused,
  },
  actions: {
    chooseKind: assign({
      kind: ({ event }) => (event as { kind: ImportKind }).kind,
      // Another kind reads other columns: the server matches them afresh.
      columns: undefined,
    }),
    chooseOnMatch: assign({ onMatch: ({ event }) => (event as { onMatch: OnMatch }).onMatch }),
    chooseFile: assign({
      file: ({ event }) => (event as { file: File | null }).file,
      columns: undefined,
      answer: null,
    }),
    changeColumns: assign({
      columns: ({ event }) => (event as { columns: (string | null)[] }).columns,
    }),
    startSending: assign({ sent: 0, error: null, done: null }),
    // A check starts a new attempt: the import after it is another request.
    forgetAttempt: assign({ attemptKey: null }),
    beginAttempt: assign({ attemptKey: ({ event }) => (event as { key: string }).key }),
    showProgress: assign({ sent: ({ event }) => (event as { sent: number }).sent }),
    showAnswer: assign({ answer: (_, params: { answer: ImportAnswer }) => params.answer }),
    adoptColumns: assign({
      columns: (_, params: { answer: ImportAnswer }) =>
        params.answer.columns.map((column) => column.field),
    }),
    showFailure: assign({
      error: (_, params: { error: unknown }) => failureOf(params.error).message,
    }),
    forgetAnswer: assign({ answer: null, columns: undefined }),
    finish: assign({
      done: ({ context }, params: { answer: ImportAnswer }) => ({
        created: params.answer.created,
        updated: params.answer.updated,
        skipped: params.answer.skipped,
        kind: context.kind,
      }),
      file: null,
      answer: null,
      columns: undefined,
      attemptKey: null,
    }),
  },
}).createMachine({
  id: 'import',
  context: {
    kind: 'inventory',
    onMatch: 'report',
    file: null,
    columns: undefined,
    answer: null,
    sent: 0,
    error: null,
    attemptKey: null,
    done: null,
  },
  initial: 'upload',
  // Choosing again (a kind, what to do with known records, a file) checks the file again.
  on: {
    'kind.choose': [
      { guard: 'hasFile', target: '.matching', actions: ['chooseKind', 'startSending'] },
      { target: '.upload', actions: 'chooseKind' },
    ],
    'onMatch.choose': [
      { guard: 'hasFile', target: '.matching', actions: ['chooseOnMatch', 'startSending'] },
      { actions: 'chooseOnMatch' },
    ],
    'file.choose': [
      { guard: 'fileChosen', target: '.matching', actions: ['chooseFile', 'startSending'] },
      { target: '.upload', actions: 'chooseFile' },
    ],
  },
  states: {
    upload: {},
    matching: {
      entry: 'forgetAttempt',
      on: { 'upload.progress': { actions: 'showProgress' } },
      invoke: {
        id: 'checkFile',
        src: 'checkFile',
        input: ({ context }) => requestOf(context, true),
        onDone: {
          target: 'previewing',
          actions: [
            { type: 'showAnswer', params: ({ event }) => ({ answer: event.output }) },
            { type: 'adoptColumns', params: ({ event }) => ({ answer: event.output }) },
          ],
        },
        onError: {
          target: 'upload',
          actions: [
            { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
            'forgetAnswer',
          ],
        },
      },
    },
    previewing: {
      on: {
        'columns.change': { target: 'matching', actions: ['changeColumns', 'startSending'] },
        'import.start': { guard: 'ready', target: 'importing', actions: 'beginAttempt' },
      },
    },
    importing: {
      entry: 'startSending',
      // The file is on its way: what was chosen stays until the server answers.
      on: {
        'upload.progress': { actions: 'showProgress' },
        'kind.choose': {},
        'onMatch.choose': {},
        'file.choose': {},
      },
      invoke: {
        id: 'importFile',
        src: 'importFile',
        input: ({ context }) => requestOf(context, false),
        onDone: {
          target: 'done',
          actions: { type: 'finish', params: ({ event }) => ({ answer: event.output }) },
        },
        onError: [
          {
            // Nothing was imported and the server said why: check the file again to show it.
            guard: 'refusedByServer',
            target: 'matching',
            actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'failed',
            actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    // Unanswered: the same attempt again, under the same key, adds the file at most once.
    failed: {
      on: { 'import.retry': { target: 'importing' } },
    },
    done: {},
  },
});

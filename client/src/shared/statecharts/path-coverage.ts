import type { AnyStateMachine, EventObject, InspectionEvent, Snapshot, StateValue } from 'xstate';
import {
  getAdjacencyMap,
  type StatePath,
  type Step,
  type TestModel,
  type TestPath,
} from 'xstate/graph';
import { activeStates, outlineMachine, transitionKey } from './machine-outline.ts';

/**
 * For model-based path tests: which states and transitions of a machine the test actually
 * drove. Every state and transition is read from the definition, so a state or transition
 * added later counts as missing until a path reaches it. Hand `inspect` to every actor the
 * test runs (`createActor(machine, { inspect: coverage.inspect })`, or `listenToInspection`
 * for a real component); it records the root machine's steps and ignores its child actors.
 */
export type PathCoverage = ReturnType<typeof createPathCoverage>;

export function createPathCoverage(machine: AnyStateMachine, name = `${machine.id} machine`) {
  const outline = outlineMachine(machine);
  const allStates = outline.states.map((state) => state.id);
  const allTransitions = outline.transitions.map((transition) => transition.key);
  const reachedStates = new Set<string>();
  const takenTransitions = new Set<string>();

  const visit = (value: StateValue) => {
    for (const id of activeStates(machine, value).all) reachedStates.add(id);
  };

  const inspect = (event: InspectionEvent) => {
    if (event.type !== '@xstate.snapshot' && event.type !== '@xstate.microstep') return;
    if (event.actorRef.sessionId !== event.rootId) return;
    const snapshot = event.snapshot as { value?: StateValue; machine?: { id?: string } };
    if (snapshot.machine?.id !== machine.id || snapshot.value === undefined) return;
    visit(snapshot.value);
    if (event.type === '@xstate.microstep') {
      for (const transition of event._transitions) takenTransitions.add(transitionKey(transition));
    }
  };

  const missing = () => ({
    states: allStates.filter((id) => !reachedStates.has(id)),
    transitions: allTransitions.filter((key) => !takenTransitions.has(key)),
  });

  return {
    inspect,
    /** Marks the states of a snapshot value as reached (for tests that step the logic by hand). */
    visit,
    missing,
    /**
     * `cart machine: 4/4 states, 15/15 transitions covered`, then `detail` (e.g. `over 804
     * paths`) if given, plus what was missed, if anything.
     */
    summary(detail?: string): string {
      const gaps = missing();
      const states = allStates.length - gaps.states.length;
      const transitions = allTransitions.length - gaps.transitions.length;
      const line =
        `${name}: ${states}/${allStates.length} states, ` +
        `${transitions}/${allTransitions.length} transitions covered` +
        (detail ? ` ${detail}` : '');
      const missed = [...gaps.states, ...gaps.transitions];
      return missed.length === 0 ? line : `${line}; missing:\n  ${missed.join('\n  ')}`;
    },
  };
}

type PathOptions<TModel> =
  TModel extends TestModel<infer S, infer E, infer I>
    ? Parameters<TestModel<S, E, I>['getShortestPaths']>[0]
    : never;

/**
 * Paths that together take every edge of the model's graph, i.e. every event offered in every
 * state, ignored ones included: the shortest path to the edge's source, then the edge. The
 * graph is walked once (the model's options, overridden by `options` if given); asking
 * `getPathsFromEvents` for each edge would walk it again per edge (about 18 s for the cart's
 * 804 edges). Each path's steps begin with `xstate.init`, as xstate/graph's do.
 */
export function edgeCoveringPaths<S extends Snapshot<unknown>, E extends EventObject, I>(
  model: TestModel<S, E, I>,
  options?: PathOptions<TestModel<S, E, I>>,
): Array<TestPath<S, E>> {
  const traversal = { ...model.options, ...options };
  const serialize = traversal.serializeState;
  if (!serialize) throw new Error('the model needs a serializeState');
  const key = (snapshot: S) => serialize(snapshot, undefined);
  const shortestTo = new Map(
    model
      .getShortestPaths({ ...options, allowDuplicatePaths: true })
      .map((path) => [key(path.state), path]),
  );
  const paths: Array<TestPath<S, E>> = [];
  for (const [source, { transitions }] of Object.entries(
    getAdjacencyMap(model.testLogic, traversal),
  )) {
    const head = shortestTo.get(source);
    if (!head) throw new Error(`no path reaches ${source}`);
    // Keys are branded strings, which Object.values does not see through.
    for (const edge of Object.values<Step<S, E>>(transitions)) {
      const path: StatePath<S, E> = {
        state: edge.state,
        steps: [...head.steps, edge],
        weight: head.weight + 1,
      };
      paths.push({
        ...path,
        description: describePath(path),
        test: (params) => model.testPath(path, params),
      });
    }
  }
  return paths;
}

/** `payment.record ({"amountCents":40000}) → message.dismiss`, the start left out. */
function describePath(path: StatePath<Snapshot<unknown>, EventObject>): string {
  const events = path.steps
    .map((step) => step.event)
    .filter((event) => event.type !== 'xstate.init')
    .map(({ type, ...detail }) =>
      Object.keys(detail).length === 0 ? type : `${type} (${JSON.stringify(detail)})`,
    );
  return events.join(' → ') || '(start)';
}

import type { AnyStateMachine, EventObject, InspectionEvent, Snapshot, StateValue } from 'xstate';
import type { TestModel, TestPath } from 'xstate/graph';
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
    /** `cart machine: 9/9 states, 23/23 transitions covered`, plus what was missed, if anything. */
    summary(): string {
      const gaps = missing();
      const states = allStates.length - gaps.states.length;
      const transitions = allTransitions.length - gaps.transitions.length;
      const line =
        `${name}: ${states}/${allStates.length} states, ` +
        `${transitions}/${allTransitions.length} transitions covered`;
      const missed = [...gaps.states, ...gaps.transitions];
      return missed.length === 0 ? line : `${line}; missing:\n  ${missed.join('\n  ')}`;
    },
  };
}

type PathOptions<TModel> =
  TModel extends TestModel<infer S, infer E, infer I>
    ? Parameters<TestModel<S, E, I>['getPathsFromEvents']>[1]
    : never;

/**
 * Paths that together take every edge of the model's graph, i.e. every event offered in every
 * state, ignored ones included: the shortest path to the edge's source, then the edge.
 * `options` are handed to `getPathsFromEvents`, which does not take the model's own `input`
 * or `fromState`.
 */
export function edgeCoveringPaths<S extends Snapshot<unknown>, E extends EventObject, I>(
  model: TestModel<S, E, I>,
  options?: PathOptions<TestModel<S, E, I>>,
): Array<TestPath<S, E>> {
  const serialize = model.options.serializeState;
  if (!serialize) throw new Error('the model needs a serializeState');
  const key = (snapshot: S) => serialize(snapshot, undefined);
  const shortestTo = new Map(
    model.getShortestPaths({ allowDuplicatePaths: true }).map((path) => [key(path.state), path]),
  );
  const paths: Array<TestPath<S, E>> = [];
  for (const [source, { transitions }] of Object.entries(model.getAdjacencyMap())) {
    const head = shortestTo.get(source);
    if (!head) throw new Error(`no path reaches ${source}`);
    const headEvents = head.steps
      .map((step) => step.event)
      .filter((event) => event.type !== 'xstate.init');
    for (const { event } of Object.values<{ event: E }>(transitions)) {
      paths.push(...model.getPathsFromEvents([...headEvents, event], options));
    }
  }
  return paths;
}

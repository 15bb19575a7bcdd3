import type { AnyStateMachine, InspectionEvent, StateValue } from 'xstate';
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

import type {
  ActorLogic,
  AnyStateMachine,
  AnyTransitionDefinition,
  EventObject,
  InspectionEvent,
  Snapshot,
} from 'xstate';
import { type AdjacencyMap, getStateNodes, TestModel } from 'xstate/graph';

/*
 * Model-based testing for this feature's machines (test code only). xstate/graph walks the
 * statechart; every edge of its graph (every event in every state, ignored ones included)
 * becomes a path: the shortest path to the edge's source, then the edge. A test replays each
 * path on a real actor and compares what it shows with the model after every step. Coverage
 * is counted against the machine's own definition, so a state or transition that stops being
 * reached fails the run.
 */

export type ModelEvent = EventObject & Record<string, unknown>;
export type ModelStep<S> = { event: ModelEvent; state: S };
export type ModelPath<S> = { description: string; steps: Array<ModelStep<S>> };

export function edgePaths<S extends Snapshot<unknown>, I>(
  logic: ActorLogic<S, ModelEvent, I>,
  options: {
    input?: I;
    fromState?: S;
    events: (snapshot: S) => ModelEvent[];
    serializeState: (snapshot: S) => string;
  },
): Array<ModelPath<S>> {
  const model = new TestModel<S, ModelEvent, I>(logic, {
    input: options.input,
    fromState: options.fromState,
    events: options.events,
    serializeState: options.serializeState,
  });
  const shortestTo = new Map(
    model
      .getShortestPaths({ allowDuplicatePaths: true })
      .map((path) => [options.serializeState(path.state), path]),
  );
  const paths: Array<ModelPath<S>> = [];
  const adjacency: AdjacencyMap<S, ModelEvent> = model.getAdjacencyMap();
  for (const [source, { transitions }] of Object.entries(adjacency)) {
    const head = shortestTo.get(source);
    if (!head) throw new Error(`no path reaches ${source}`);
    const headSteps = head.steps
      .filter((step) => step.event.type !== 'xstate.init')
      .map((step) => ({ event: step.event as ModelEvent, state: step.state }));
    // Keys are branded strings, which Object.values does not see through.
    const edges = Object.values(transitions) as Array<ModelStep<S>>;
    for (const { event, state } of edges) {
      const steps = [...headSteps, { event, state }];
      paths.push({
        description: steps.map((step) => describeEvent(step.event)).join(' → ') || '(start)',
        steps,
      });
    }
  }
  return paths;
}

function describeEvent(event: ModelEvent): string {
  const { type, ...rest } = event;
  const detail = Object.values(rest)
    .filter((value) => typeof value === 'string' || typeof value === 'number')
    .join(',');
  return detail ? `${type}(${detail})` : type;
}

export function transitionKey(transition: AnyTransitionDefinition): string {
  const guard = transition.guard ? ` [${JSON.stringify(transition.guard)}]` : '';
  const targets = (transition.target ?? []).map((node) => node.id).join(',') || '(self)';
  return `${transition.source.id} --${transition.eventType || '(always)'}${guard}--> ${targets}`;
}

/** Every transition the machine defines, eventless ones included. */
export function definedTransitions(machine: AnyStateMachine): Set<string> {
  return new Set(
    [machine.root, ...getStateNodes(machine.root)].flatMap((node) => [
      ...[...node.transitions.values()].flat().map(transitionKey),
      ...(node.always ?? []).map(transitionKey),
    ]),
  );
}

/** Every atomic state the machine defines. */
export function definedStates(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root)
    .filter((node) => node.type !== 'compound' && node.type !== 'parallel')
    .map((node) => node.id);
}

/** Records the transitions a real actor takes and the states it passes through. */
export class CoverageRecorder {
  readonly transitions = new Set<string>();
  readonly states = new Set<string>();

  readonly inspect = (event: InspectionEvent) => {
    if (event.type !== '@xstate.microstep') return;
    for (const transition of event._transitions) {
      this.transitions.add(transitionKey(transition));
      this.states.add(transition.source.id);
      for (const target of transition.target ?? []) this.states.add(target.id);
    }
  };

  add(other: CoverageRecorder) {
    for (const key of other.transitions) this.transitions.add(key);
    for (const id of other.states) this.states.add(id);
  }

  /** Leaf state ids of a snapshot value, e.g. `cart.composing.editing`. */
  addValue(machineId: string, value: unknown) {
    for (const id of leafIds(value, machineId)) this.states.add(id);
  }
}

function leafIds(value: unknown, prefix: string): string[] {
  if (typeof value === 'string') return [`${prefix}.${value}`];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    leafIds(child, `${prefix}.${key}`),
  );
}

export type Deferred<T> = {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
};

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets settled promises reach the actor. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

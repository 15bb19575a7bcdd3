import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition, StateValue } from 'xstate';

/**
 * A machine definition read into plain data: what the viewer draws, what the Markdown export
 * prints and what the path-coverage check counts. Everything comes from the machine object
 * itself, so a diagram can never drift from the code.
 */
export type OutlineTransition = {
  /** Stable and readable: `auth.idle --form.submit [isSignup]--> auth.submitting.signingUp`. */
  key: string;
  sourceId: string;
  /** Empty for a transition that only runs actions (stays in the state, no exit/entry). */
  targetIds: string[];
  eventType: string;
  /** What a reviewer reads on the arrow: `form.submit`, `done logIn`, `after 2 s`, `always`. */
  trigger: string;
  guard: string | null;
  actions: string[];
};

export type OutlineState = {
  id: string;
  key: string;
  type: AnyStateNode['type'];
  /** Id of the child entered by default (compound states). */
  initialId: string | null;
  /** Invoked actors: the actor's name (`src`), with the invoke id when it differs. */
  invokes: string[];
  entry: string[];
  exit: string[];
  description: string | null;
  children: OutlineState[];
  transitions: OutlineTransition[];
};

export type MachineOutline = {
  id: string;
  root: OutlineState;
  /** Every state below the root, depth first in definition order. */
  states: OutlineState[];
  transitions: OutlineTransition[];
};

type Labelled = { type?: unknown; name?: unknown; guards?: unknown; stateValue?: unknown };

function isXStateBuiltIn(type: unknown): boolean {
  return typeof type === 'string' && type.startsWith('xstate.');
}

/** A guard as written: `isSignup`, `not(isEmpty)`, `and(a, b)`, `stateIn(...)`. */
export function guardLabel(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const fn = guard as Labelled & { name: string };
    if (Array.isArray(fn.guards) && ['and', 'or', 'not'].includes(fn.name)) {
      return `${fn.name}(${fn.guards.map(guardLabel).join(', ')})`;
    }
    if (fn.name === 'stateIn') return `in ${JSON.stringify(fn.stateValue)}`;
    return fn.name || 'inline guard';
  }
  if (guard && typeof guard === 'object' && 'type' in guard) return String(guard.type);
  return 'guard';
}

/**
 * Action names as written. The raise/cancel pair XState adds for `after` is left out: the
 * delayed transition already shows it.
 */
export function actionLabels(actions: readonly unknown[]): string[] {
  return actions.flatMap((action) => {
    if (typeof action === 'string') return [action];
    if (typeof action === 'function') {
      const fn = action as Labelled & { name: string };
      if (fn.type === 'xstate.raise' || fn.type === 'xstate.cancel') return [];
      if (isXStateBuiltIn(fn.type)) return [String(fn.type).slice('xstate.'.length)];
      return [fn.name || 'inline action'];
    }
    if (action && typeof action === 'object' && 'type' in action) return [String(action.type)];
    return [];
  });
}

function formatDelay(ms: number): string {
  if (ms % 1000 === 0) return `${ms / 1000} s`;
  return `${ms} ms`;
}

function triggerOf(machine: AnyStateMachine, transition: AnyTransitionDefinition): string {
  const type = String(transition.eventType);
  if (type === '') return 'always';
  const delayed = transition as AnyTransitionDefinition & { delay?: unknown };
  if (type.startsWith('xstate.after.') && delayed.delay !== undefined) {
    const { delay } = delayed;
    if (typeof delay === 'number') return `after ${formatDelay(delay)}`;
    if (typeof delay === 'string') {
      const configured = (machine.implementations.delays as Record<string, unknown>)[delay];
      return typeof configured === 'number'
        ? `after ${delay} (${formatDelay(configured)})`
        : `after ${delay}`;
    }
    return 'after (computed delay)';
  }
  // The state's own onDone: all of its regions (or its child) reached a final state.
  if (type === `xstate.done.state.${transition.source.id}`) return 'done';
  for (const [prefix, word] of [
    ['xstate.done.actor.', 'done'],
    ['xstate.error.actor.', 'error'],
    ['xstate.snapshot.', 'snapshot'],
    ['xstate.done.state.', 'done'],
  ] as const) {
    if (type.startsWith(prefix)) return `${word} ${type.slice(prefix.length)}`;
  }
  return type;
}

/**
 * The same key for a transition of the definition and for one a running actor took, even when
 * the actor runs `machine.provide(...)` (a copy with new objects). Two candidates that differ
 * in nothing a reader sees get their position appended.
 */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source;
  const siblings =
    transition.eventType === ''
      ? (source.always ?? [])
      : (source.transitions.get(transition.eventType) ?? []);
  const base = (candidate: AnyTransitionDefinition) => {
    const guard = candidate.guard === undefined ? '' : ` [${guardLabel(candidate.guard)}]`;
    const targets = (candidate.target ?? []).map((node) => node.id).join(', ') || '(stays)';
    return `${source.id} --${String(candidate.eventType) || 'always'}${guard}--> ${targets}`;
  };
  const key = base(transition);
  const index = siblings.indexOf(transition);
  const twins = siblings.filter((candidate) => base(candidate) === key);
  return twins.length > 1 ? `${key} #${index + 1}` : key;
}

function outlineTransition(
  machine: AnyStateMachine,
  transition: AnyTransitionDefinition,
): OutlineTransition {
  return {
    key: transitionKey(transition),
    sourceId: transition.source.id,
    targetIds: (transition.target ?? []).map((node) => node.id),
    eventType: String(transition.eventType),
    trigger: triggerOf(machine, transition),
    guard: transition.guard === undefined ? null : guardLabel(transition.guard),
    actions: actionLabels(transition.actions),
  };
}

function outlineState(machine: AnyStateMachine, node: AnyStateNode): OutlineState {
  const transitions = [...node.transitions.values(), node.always ?? []]
    .flat()
    .map((transition) => outlineTransition(machine, transition));
  const initialTarget = node.type === 'compound' ? node.initial.target[0] : undefined;
  return {
    id: node.id,
    key: node.key,
    type: node.type,
    initialId: initialTarget ? initialTarget.id : null,
    invokes: node.invoke.map((invoke) => {
      const src = typeof invoke.src === 'string' ? invoke.src : invoke.id;
      return src === invoke.id ? src : `${src} (as ${invoke.id})`;
    }),
    entry: actionLabels(node.entry),
    exit: actionLabels(node.exit),
    description: node.description ?? null,
    children: Object.values(node.states).map((child) => outlineState(machine, child)),
    transitions,
  };
}

export function outlineMachine(machine: AnyStateMachine): MachineOutline {
  const root = outlineState(machine, machine.root);
  const states: OutlineState[] = [];
  const collect = (state: OutlineState) => {
    for (const child of state.children) {
      states.push(child);
      collect(child);
    }
  };
  collect(root);
  const transitions = [root, ...states].flatMap((state) => state.transitions);
  return { id: machine.id, root, states, transitions };
}

/**
 * The states a snapshot value says are active: `all` with their ancestors (not the root),
 * `leaves` the innermost ones. Read against the definition, so a value from another tab
 * running an older build yields only the states this definition knows.
 */
export function activeStates(
  machine: AnyStateMachine,
  value: StateValue,
): { all: string[]; leaves: string[] } {
  const all: string[] = [];
  const leaves: string[] = [];
  const walk = (node: AnyStateNode, part: StateValue) => {
    const entries: Array<[string, StateValue | null | undefined]> =
      typeof part === 'string' ? [[part, null]] : Object.entries(part);
    for (const [key, childValue] of entries) {
      const child = node.states[key];
      if (!child) continue;
      all.push(child.id);
      if (childValue == null || Object.keys(child.states).length === 0) leaves.push(child.id);
      else walk(child, childValue);
    }
  };
  walk(machine.root, value);
  return { all, leaves };
}

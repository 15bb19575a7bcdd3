import type { AnyStateMachine } from 'xstate';
import {
  type MachineOutline,
  type OutlineState,
  type OutlineTransition,
  outlineMachine,
} from './machine-outline.ts';

/**
 * A machine as Mermaid `stateDiagram-v2` text, shared by the viewer page (which renders it
 * offline) and `npm run statecharts` (which writes docs/statecharts.md, drawn by any Markdown
 * viewer that knows Mermaid).
 */

/** Mermaid ids are global to a diagram and must be plain words: `auth.success.loggedIn` → `auth_success_loggedIn`. */
export function mermaidStateId(stateId: string): string {
  return stateId.replace(/[^A-Za-z0-9_]/g, '_');
}

// Mermaid reads `;` as a statement break, `#…;` as an entity and `"` as the end of a label.
function text(value: string): string {
  return value.replace(/[;"#<>{}]/g, ' ').trim();
}

/** What an arrow says: `form.submit [isSignup]`, `done logIn`, `field.change / setField`. */
export function transitionLabel(transition: OutlineTransition, withActions = false): string {
  const guard = transition.guard ? ` [${transition.guard}]` : '';
  const actions =
    withActions && transition.actions.length > 0 ? ` / ${transition.actions.join(', ')}` : '';
  return text(`${transition.trigger}${guard}${actions}`);
}

/**
 * Transitions that do not leave the state (only actions run), and on a compound state also
 * those into its own children: drawn inside the state, as UML draws internal transitions,
 * since an arrow from a box to its own inside is unreadable.
 */
function isInternal(state: OutlineState, transition: OutlineTransition): boolean {
  if (transition.targetIds.length === 0) return true;
  if (state.children.length === 0) return false;
  return transition.targetIds.every((id) => id === state.id || id.startsWith(`${state.id}.`));
}

function internalLines(state: OutlineState): string[] {
  return state.transitions
    .filter((transition) => isInternal(state, transition))
    .map((transition) => {
      const label = transitionLabel(transition, transition.targetIds.length === 0);
      if (transition.targetIds.length === 0) return label;
      const targets = transition.targetIds.map((id) => id.slice(state.id.length + 1) || state.key);
      return `${label} → ${targets.join(', ')}`;
    });
}

/** What a state does of its own: what it invokes, its entry/exit actions, its description. */
function ownLines(state: OutlineState): string[] {
  return [
    ...state.invokes.map((invoke) => `invoke ${invoke}`),
    ...(state.entry.length > 0 ? [`entry / ${state.entry.join(', ')}`] : []),
    ...(state.exit.length > 0 ? [`exit / ${state.exit.join(', ')}`] : []),
    ...(state.description ? [state.description] : []),
  ];
}

// Mermaid cannot write inside a composite state's frame (it refuses a description on one), so
// what a composite state does itself and its internal transitions go in a note.
function note(anchorId: string, heading: string, lines: string[]): string[] {
  return [
    `note right of ${mermaidStateId(anchorId)}`,
    `  ${text(heading)}`,
    ...lines.map((line) => `  ${text(line)}`),
    'end note',
  ];
}

function block(state: OutlineState, indent: string): string[] {
  const lines: string[] = [];
  const children = state.children;
  if (state.type === 'parallel') {
    children.forEach((region, index) => {
      if (index > 0) lines.push('--');
      lines.push(...declare(region));
    });
  } else {
    if (state.initialId) lines.push(`[*] --> ${mermaidStateId(state.initialId)}`);
    for (const child of children) lines.push(...declare(child));
    for (const child of children) {
      if (child.type === 'final') lines.push(`${mermaidStateId(child.id)} --> [*]`);
    }
  }
  return lines.map((line) => `${indent}${line}`);
}

function declare(state: OutlineState): string[] {
  const id = mermaidStateId(state.id);
  const lines = [`state "${text(state.key)}" as ${id}`];
  if (state.type === 'history') lines.push(`${id} : history`);
  if (state.children.length === 0) {
    lines.push(
      ...[...ownLines(state), ...internalLines(state)].map((line) => `${id} : ${text(line)}`),
    );
    return lines;
  }
  lines.push(`state ${id} {`, ...block(state, '  '), '}');
  const own = ownLines(state);
  if (own.length > 0) lines.push(...note(state.id, `${state.key}:`, own));
  const internal = internalLines(state);
  if (internal.length > 0) lines.push(...note(state.id, `in any ${state.key} state:`, internal));
  return lines;
}

/**
 * One arrow per source and target, its triggers one per line: the cart's eight editing events
 * read as one list instead of eight overlapping labels.
 */
function arrows(outline: MachineOutline): string[] {
  const labels = new Map<string, string[]>();
  const add = (source: string, target: string, label: string) => {
    const key = `${source} --> ${target}`;
    labels.set(key, [...(labels.get(key) ?? []), label]);
  };
  for (const state of [outline.root, ...outline.states]) {
    for (const transition of state.transitions) {
      if (isInternal(state, transition)) continue;
      const source = mermaidStateId(transition.sourceId);
      for (const target of transition.targetIds) {
        add(source, mermaidStateId(target), transitionLabel(transition));
      }
    }
  }
  return [...labels].map(([arrow, lines]) => `${arrow} : ${lines.join('<br/>')}`);
}

export type MermaidOptions = {
  /** Mermaid's layout direction: top to bottom (the default) or left to right. */
  direction?: 'TB' | 'LR';
};

export function toMermaid(machine: AnyStateMachine, options: MermaidOptions = {}): string {
  const outline = outlineMachine(machine);
  const lines = ['stateDiagram-v2', `  direction ${options.direction ?? 'TB'}`];
  lines.push(...block(outline.root, '  '));
  const rootInternal = internalLines(outline.root);
  const anchor = outline.root.initialId ?? outline.states[0]?.id;
  if (rootInternal.length > 0 && anchor) {
    lines.push(...note(anchor, 'in any state:', rootInternal).map((line) => `  ${line}`));
  }
  lines.push(...arrows(outline).map((line) => `  ${line}`));
  return `${lines.join('\n')}\n`;
}

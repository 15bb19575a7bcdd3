import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { CurrentUserDocument } from '../session/session.generated.ts';

/**
 * What a form keeps in the browser while it is being filled in, so a reload, a lost session or
 * a wander to another screen loses nothing: JSON in localStorage under one key per signed-in
 * user and form (a shared till shows nobody else's half-written sale), with the shape's version
 * beside it.
 */
export type DraftSpec<T> = {
  /** Which form: `create-invoice`, `order-cart`. */
  form: string;
  /**
   * The draft's shape. Raise it when the shape changes: a draft of another version is then
   * dropped rather than misread.
   */
  version: number;
  /**
   * The stored value as this form's draft, or null when it is not one (storage edited by hand,
   * a shape the version did not catch). Stored JSON is input like any other.
   */
  read: (stored: unknown) => T | null;
  /** True when the value holds nothing worth keeping: no draft is stored for it. */
  isBlank: (value: T) => boolean;
};

export type StoredDraft<T> = {
  /** The draft found in the browser when the form opened, or null. */
  restored: T | null;
  /**
   * Keeps the value as the draft (a blank value removes it). False when the browser would not
   * keep it (storage full or switched off): a reload would then lose the work, so warn first.
   */
  save: (value: T) => boolean;
  /** Removes the draft: the form's work was saved, or thrown away on purpose. */
  discard: () => void;
};

type Envelope = { version: number; savedAt: string; value: unknown };

const KEY_PREFIX = 'ghala.draft';

export const draftKey = (form: string, userId: string) => `${KEY_PREFIX}:${form}:${userId}`;

/** The draft kept under `key`, or null (none, another version, unreadable, no storage). */
export function readStoredDraft<T>(key: string, spec: DraftSpec<T>): T | null {
  let text: string | null;
  try {
    text = localStorage.getItem(key);
  } catch {
    return null;
  }
  if (text === null) return null;
  try {
    const envelope = JSON.parse(text) as Partial<Envelope> | null;
    if (envelope?.version === spec.version) {
      const value = spec.read(envelope.value);
      if (value !== null && !spec.isBlank(value)) return value;
    }
  } catch {
    // Not JSON: dropped below like a draft of another version.
  }
  removeStoredDraft(key);
  return null;
}

export function writeStoredDraft<T>(key: string, spec: DraftSpec<T>, value: T): boolean {
  if (spec.isBlank(value)) {
    removeStoredDraft(key);
    return true;
  }
  const envelope: Envelope = { version: spec.version, savedAt: new Date().toISOString(), value };
  try {
    localStorage.setItem(key, JSON.stringify(envelope));
    return true;
  } catch {
    // Storage full or switched off (a private window): the form works on without a draft.
    return false;
  }
}

/**
 * Whether the browser keeps a draft of `form` for anyone, read without knowing who is signed
 * in: when it keeps none, a screen can show what it shows without a draft at once.
 */
export function anyStoredDraft(form: string): boolean {
  const prefix = draftKey(form, '');
  try {
    for (let index = 0; index < localStorage.length; index++) {
      if (localStorage.key(index)?.startsWith(prefix)) return true;
    }
    return false;
  } catch {
    return false; // no storage: no draft either
  }
}

export function removeStoredDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // No storage: nothing was kept.
  }
}

// Nowhere to keep a draft: the form works without one (and a reload would lose its work).
const noDraft: StoredDraft<unknown> = { restored: null, save: () => false, discard: () => {} };

/**
 * The signed-in user's draft of one form. Undefined while the user is not known yet (the app
 * frame asks at once, so this is usually answered from the cache): wait for it before showing
 * the form, so the draft is there from the first render and nothing typed is overwritten. When
 * the server cannot say who is signed in, drafts are off and the form works without one.
 */
export function useStoredDraft<T>(spec: DraftSpec<T>): StoredDraft<T> | undefined {
  const { data, error } = useQuery(CurrentUserDocument);
  // The user's id; null when the server could not say who is signed in; undefined until known.
  const owner = data?.me.id ?? (error ? null : undefined);
  const { form, version, read, isBlank } = spec;
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per form and user; a form's `read` and `isBlank` never change.
  return useMemo(() => {
    if (owner === undefined) return undefined;
    if (owner === null) return noDraft as StoredDraft<T>;
    const key = draftKey(form, owner);
    const fixed: DraftSpec<T> = { form, version, read, isBlank };
    return {
      restored: readStoredDraft(key, fixed),
      save: (value: T) => writeStoredDraft(key, fixed, value),
      discard: () => removeStoredDraft(key),
    };
  }, [form, version, owner]);
}

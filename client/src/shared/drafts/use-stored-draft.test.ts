import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  anyStoredDraft,
  type DraftSpec,
  draftKey,
  readStoredDraft,
  writeStoredDraft,
} from './use-stored-draft.ts';

type Note = { text: string };
const spec: DraftSpec<Note> = {
  form: 'note',
  version: 2,
  read: (stored) =>
    typeof stored === 'object' && stored !== null && typeof (stored as Note).text === 'string'
      ? { text: (stored as Note).text }
      : null,
  isBlank: (note) => note.text === '',
};
const key = draftKey('note', '7');

describe('a draft kept in the browser', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is kept per form and user, versioned, and read back', () => {
    expect(key).toBe('ghala.draft:note:7');
    expect(writeStoredDraft(key, spec, { text: 'Bati 30G × 12' })).toBe(true);
    expect(JSON.parse(localStorage.getItem(key) ?? '')).toMatchObject({
      version: 2,
      value: { text: 'Bati 30G × 12' },
    });
    expect(readStoredDraft(key, spec)).toEqual({ text: 'Bati 30G × 12' });
    expect(readStoredDraft(draftKey('note', '8'), spec)).toBeNull();
  });

  it('drops a blank one, another version, or one it cannot read', () => {
    writeStoredDraft(key, spec, { text: 'x' });
    expect(writeStoredDraft(key, spec, { text: '' })).toBe(true);
    expect(localStorage.getItem(key)).toBeNull();
    for (const stored of [
      JSON.stringify({ version: 1, value: { text: 'older shape' } }),
      JSON.stringify({ version: 2, value: { text: 42 } }),
      '{not json',
    ]) {
      localStorage.setItem(key, stored);
      expect(readStoredDraft(key, spec)).toBeNull();
      expect(localStorage.getItem(key)).toBeNull();
    }
  });

  it("tells whether anyone's draft of a form is kept, before knowing who is signed in", () => {
    localStorage.clear();
    localStorage.setItem('token', 'abc');
    localStorage.setItem(draftKey('notebook', '7'), '{}');
    expect(anyStoredDraft('note')).toBe(false);
    writeStoredDraft(draftKey('note', '8'), spec, { text: 'x' });
    expect(anyStoredDraft('note')).toBe(true);
    localStorage.clear();
  });

  it('says so when the browser will not keep it (storage full or switched off)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(writeStoredDraft(key, spec, { text: 'lost on reload' })).toBe(false);
  });
});

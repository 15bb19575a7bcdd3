import type { ReactNode, RefObject } from 'react';
import type { useCopyField } from './use-copy-field.ts';

type Copied = ReturnType<typeof useCopyField>['copied'];

/**
 * A link shown once to be passed on (an invite, a shared document): read only, and selected
 * whole on focus; `inputRef` is `useCopyField`'s, so a copy that fails leaves it selected.
 */
export function LinkToCopy({
  id,
  label,
  link,
  inputRef,
}: {
  id: string;
  label: ReactNode;
  link: string;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        ref={inputRef}
        className="input"
        readOnly
        value={link}
        onFocus={(event) => event.target.select()}
      />
    </div>
  );
}

/** What became of Copy link: copied, or the link selected for a copy by hand. */
export function LinkCopied({ copied, className }: { copied: Copied; className?: string }) {
  return (
    <p className={className} role="status">
      {copied === 'yes' && 'Link copied.'}
      {copied === 'no' && 'Copy the selected link by hand (Ctrl+C, or long-press on a phone).'}
    </p>
  );
}

import { useRef, useState } from 'react';

/**
 * Copying a read-only field's text (an address, an invite link), and what happened: copied, or,
 * with no clipboard (an insecure origin, a refused permission), the field selected for a copy by
 * hand. `ref` goes on the field's input.
 */
export function useCopyField() {
  const ref = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('yes');
    } catch {
      ref.current?.select();
      setCopied('no');
    }
  }
  return { ref, copied, copy };
}

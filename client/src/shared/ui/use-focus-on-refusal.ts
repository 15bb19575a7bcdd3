import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * After a refused save, the form's first field in trouble takes the focus (and is read out),
 * once the refusal has rendered. Centred, so neither a sticky Save bar nor the top of the window
 * hides its message. Returns the form's ref and what to call when a save is refused.
 */
export function useFocusOnRefusal() {
  const formRef = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals === 0) return;
    const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.focus({ preventScroll: true });
    field?.scrollIntoView?.({ block: 'center' });
  }, [refusals]);
  const focusRefused = useCallback(() => setRefusals((count) => count + 1), []);
  return { formRef, focusRefused };
}

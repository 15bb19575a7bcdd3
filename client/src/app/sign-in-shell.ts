/**
 * index.html shows the sign-in screen before any script has arrived (build/sign-in-shell.plugin.ts),
 * and React replaces it in one commit once the form's code is in. A visitor may have typed into
 * it by then, or pressed Login (the page's inline script holds that press back, as the form
 * cannot be sent yet): both are carried over to the form React renders, so nothing typed is lost
 * and the press sends the form.
 */

const SHELL = '[data-sign-in-shell]';

declare global {
  interface Window {
    /** Set by index.html's inline script when Login was pressed in the shell. */
    ghalaShellSubmitted?: boolean;
  }
}

/**
 * Reads what was typed into the shell inside `root`, if it is there; the function returned,
 * called right after React has rendered the form, puts it into React's form.
 */
export function takeOverSignInShell(root: HTMLElement): () => void {
  const shell = root.querySelector(`:scope > ${SHELL}`);
  const showing = document.documentElement.hasAttribute(SHELL.slice(1, -1));
  if (!shell || !showing) return () => undefined;
  const typed = [...shell.querySelectorAll('input')].map((input) => ({
    name: input.name,
    value: input.value,
    focused: input === document.activeElement,
  }));
  return () => {
    document.documentElement.removeAttribute(SHELL.slice(1, -1));
    const form = root.querySelector('form');
    if (!form) return;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    for (const { name, value, focused } of typed) {
      const input = form.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`);
      if (!input) continue;
      if (value !== '' && setValue) {
        // As a browser types: React hears an input event on the element it rendered.
        setValue.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }
      if (focused) input.focus();
    }
    if (window.ghalaShellSubmitted) {
      window.ghalaShellSubmitted = false;
      form.requestSubmit();
    }
  };
}

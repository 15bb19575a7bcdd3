/**
 * Where saves that met an ended session wait while someone signs in again (issue 20). The
 * Apollo link (app/apollo-client.ts) asks `whenRenewed()` and holds the save; the sign-in
 * dialog (app/sign-in-again-dialog.tsx) watches `waiting` and answers with `settle()`. Every
 * save that fails meanwhile waits on the same answer, so one sign-in sends them all again.
 */
export class SessionRenewal {
  #answer: Promise<boolean> | null = null;
  #settle: ((renewed: boolean) => void) | null = null;
  readonly #listeners = new Set<() => void>();

  /** True while a save waits for someone to sign in again. */
  get waiting(): boolean {
    return this.#answer !== null;
  }

  /** Resolves true once someone signed in again (send the save again), false if they gave up. */
  whenRenewed(): Promise<boolean> {
    if (!this.#answer) {
      this.#answer = new Promise((resolve) => {
        this.#settle = resolve;
      });
      this.#notify();
    }
    return this.#answer;
  }

  /** The dialog's answer: signed in again (`true`), or given up (`false`). */
  settle(renewed: boolean): void {
    const settle = this.#settle;
    this.#answer = null;
    this.#settle = null;
    settle?.(renewed);
    this.#notify();
  }

  /** For `useSyncExternalStore`. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  #notify() {
    for (const listener of this.#listeners) listener();
  }
}

/*
 * Whether the server could be reached the last time the app asked it, and which screens' data
 * came from the device instead (offline-read.link.ts reports both), for the notice every
 * signed-in screen shows while offline (offline-notice.tsx).
 */

export type OfflineState = {
  /** The last request met no server (no network, or the server down). */
  offline: boolean;
  /** When each kept answer the screens now show was saved, by operation name. */
  servedFromDevice: ReadonlyMap<string, number>;
};

export class OfflineStatus {
  #state: OfflineState = { offline: false, servedFromDevice: new Map() };
  readonly #listeners = new Set<() => void>();

  get state(): OfflineState {
    return this.#state;
  }

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  };

  /** An answer came from the server: what the screens show is current again. */
  reachedServer() {
    if (!this.#state.offline && this.#state.servedFromDevice.size === 0) return;
    this.#set({ offline: false, servedFromDevice: new Map() });
  }

  unreachable() {
    if (this.#state.offline) return;
    this.#set({ ...this.#state, offline: true });
  }

  /** A query was answered with what the server said at `savedAt` (epoch milliseconds). */
  servedFromDevice(operationName: string, savedAt: number) {
    const served = new Map(this.#state.servedFromDevice).set(operationName, savedAt);
    this.#set({ offline: true, servedFromDevice: served });
  }

  #set(state: OfflineState) {
    this.#state = state;
    for (const listener of this.#listeners) listener();
  }
}

/** The app's one status, shared by its Apollo link and its screens. */
export const offlineStatus = new OfflineStatus();

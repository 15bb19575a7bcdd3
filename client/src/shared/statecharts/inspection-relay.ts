import type { InspectionEvent, StateValue } from 'xstate';

/**
 * Live inspection: the app's machine actors take `{ inspect }` in their options, and every
 * state they enter is posted on a same-origin BroadcastChannel, where the statechart viewer
 * (/statecharts, another tab of the same browser) highlights it. Only the state value, the
 * status and the event's type leave the actor: context and event payloads can hold what a
 * user typed (a password), so they are never posted.
 */

export const inspectionChannelName = 'ghala-statecharts';
/** localStorage key of the production switch; the viewer page toggles it. */
export const inspectionSettingKey = 'ghala.inspect';

export type StatechartMessage =
  | {
      type: 'snapshot';
      /** Which page sent it, so the viewer can tell two app tabs apart. */
      tabId: string;
      sessionId: string;
      machineId: string;
      value: StateValue;
      status: string;
      /** Type of the event that led here (`form.submit`, `xstate.init`, ...). */
      event: string;
      at: number;
    }
  /** A viewer has just opened and asks every app tab for the states it is in now. */
  | { type: 'hello' };

type Channel = Pick<BroadcastChannel, 'postMessage' | 'addEventListener' | 'close'>;
type Listener = (event: InspectionEvent) => void;

type MachineSnapshotLike = { value: StateValue; status: string; machine: { id: string } };

function isMachineSnapshot(snapshot: unknown): snapshot is MachineSnapshotLike {
  return (
    typeof snapshot === 'object' &&
    snapshot !== null &&
    'machine' in snapshot &&
    'value' in snapshot &&
    typeof (snapshot as { machine?: { id?: unknown } }).machine?.id === 'string'
  );
}

function productionSwitchIsOn(): boolean {
  try {
    return globalThis.localStorage?.getItem(inspectionSettingKey) === 'on';
  } catch {
    return false; // storage blocked: stay off
  }
}

export type InspectionRelayOptions = {
  /** Whether snapshots are posted now; asked on every snapshot so the switch acts at once. */
  enabled: () => boolean;
  openChannel: () => Channel;
  tabId?: string;
  now?: () => number;
};

export function createInspectionRelay(options: InspectionRelayOptions) {
  const tabId = options.tabId ?? Math.random().toString(36).slice(2, 10);
  const now = options.now ?? Date.now;
  const listeners = new Set<Listener>();
  // The latest message per machine, re-sent when a viewer opens after the app.
  const latest = new Map<string, StatechartMessage>();
  let channel: Channel | null = null;

  const openChannel = () => {
    if (channel) return channel;
    const opened = options.openChannel();
    opened.addEventListener('message', (event) => {
      if ((event as MessageEvent<StatechartMessage>).data?.type !== 'hello') return;
      if (!options.enabled()) return;
      for (const message of latest.values()) opened.postMessage(message);
    });
    channel = opened;
    return opened;
  };

  /** The `inspect` option for `createActor`, `useMachine` and `useActorRef`. */
  const inspect = (event: InspectionEvent) => {
    for (const listener of listeners) listener(event);
    if (event.type !== '@xstate.snapshot' || !isMachineSnapshot(event.snapshot)) return;
    const message: StatechartMessage = {
      type: 'snapshot',
      tabId,
      sessionId: event.actorRef.sessionId,
      machineId: event.snapshot.machine.id,
      value: event.snapshot.value,
      status: event.snapshot.status,
      event: event.event.type,
      at: now(),
    };
    latest.set(message.machineId, message);
    if (!options.enabled()) return;
    openChannel().postMessage(message);
  };

  return {
    inspect,
    /**
     * Hears every inspection event of every actor wired to this relay, whatever the switch
     * says: path tests use it to measure coverage through the real components.
     */
    listen(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Posts the latest state of every machine now, if enabled: the switch was just turned on. */
    republish() {
      if (!options.enabled()) return;
      const opened = openChannel();
      for (const message of latest.values()) opened.postMessage(message);
    },
    close() {
      channel?.close();
      channel = null;
    },
  };
}

/**
 * On in development builds (`npm run dev`), and in production once the switch is on in this
 * browser. Off under Vitest: the component tests listen in-process instead.
 */
export function inspectionEnabled(): boolean {
  if (typeof BroadcastChannel === 'undefined') return false;
  if (import.meta.env.MODE === 'test') return false;
  return import.meta.env.DEV || productionSwitchIsOn();
}

const appRelay = createInspectionRelay({
  enabled: inspectionEnabled,
  openChannel: () => new BroadcastChannel(inspectionChannelName),
});

// The viewer flips the switch in another tab: this tab hears it through the storage event.
globalThis.addEventListener?.('storage', (event: StorageEvent) => {
  if (event.key === inspectionSettingKey) appRelay.republish();
});

/** Pass as `useMachine(machine, { inspect })`: the one relay of this page. */
export const inspect = appRelay.inspect;
export const listenToInspection = appRelay.listen;

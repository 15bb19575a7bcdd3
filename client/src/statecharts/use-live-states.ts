import { useEffect, useState } from 'react';
import {
  inspectionChannelName,
  type StatechartMessage,
} from '../shared/statecharts/inspection-relay.ts';

export type LiveState = Extract<StatechartMessage, { type: 'snapshot' }>;

/**
 * The latest state of each machine, as app tabs of this browser post them (see
 * inspection-relay.ts). On opening, the page says hello so tabs already running re-send
 * where their machines are.
 */
export function useLiveStates(): ReadonlyMap<string, LiveState> {
  const [states, setStates] = useState<ReadonlyMap<string, LiveState>>(new Map());
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(inspectionChannelName);
    channel.addEventListener('message', (event: MessageEvent<StatechartMessage>) => {
      const message = event.data;
      if (message?.type !== 'snapshot') return;
      setStates((current) => {
        const known = current.get(message.machineId);
        if (known && known.at > message.at) return current;
        return new Map(current).set(message.machineId, message);
      });
    });
    channel.postMessage({ type: 'hello' } satisfies StatechartMessage);
    return () => channel.close();
  }, []);
  return states;
}

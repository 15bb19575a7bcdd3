import type { ApolloClient } from '@apollo/client';
import { createActor, fromPromise } from 'xstate';
import { inspect } from '../statecharts/inspection-relay.ts';
import { outboxMachine } from './outbox.machine.ts';
import { sendWaitingSales } from './outbox-sender.ts';
import { type KeptSale, keepSale, keptSales, type NewKeptSale } from './outbox-store.ts';

/** Tabs of this browser tell each other that the outbox changed. */
const CHANNEL = 'ghala-outbox';

export type OutboxEngine = {
  keep(sale: NewKeptSale): Promise<KeptSale>;
  retry(): void;
  /** Signed in (or another user): their sales are counted, and sent. */
  userChanged(): void;
  stop(): void;
};

/**
 * The outbox machine with the real store and createOrder, hearing the browser's online and
 * offline events and the other tabs; its own chunk (IndexedDB, XState), loaded after the
 * signed-in frame has drawn. `seen` is told the kept sales and the machine's state.
 */
export function startOutbox(
  client: ApolloClient,
  signedIn: () => string | null,
  seen: { sales(sales: KeptSale[]): void; status(status: string): void },
): OutboxEngine {
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  const reload = () => keptSales().then(seen.sales, () => seen.sales([]));
  const actor = createActor(
    outboxMachine.provide({
      actors: {
        countWaiting: fromPromise(async () => {
          const all = await keptSales();
          seen.sales(all);
          const id = signedIn();
          return all.filter((sale) => sale.state === 'waiting' && sale.userId === id).length;
        }),
        sendWaiting: fromPromise(() => {
          const id = signedIn();
          return id === null
            ? Promise.resolve({ sent: 0, refused: 0 })
            : sendWaitingSales(client, id).finally(reload);
        }),
      },
      actions: { announce: () => channel?.postMessage('changed') },
    }),
    { inspect, input: { online: navigator.onLine } },
  );
  actor.subscribe((snapshot) => seen.status(String(snapshot.value)));
  const online = () => actor.send({ type: 'network.online' });
  const offline = () => actor.send({ type: 'network.offline' });
  const changed = () => actor.send({ type: 'outbox.changed' });
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  channel?.addEventListener('message', changed);
  actor.start();
  return {
    async keep(sale) {
      const kept = await keepSale(sale);
      // Kept for a week of outage: ask the browser not to clear it under storage pressure.
      void navigator.storage?.persist?.().catch(() => false);
      channel?.postMessage('changed');
      changed();
      return kept;
    },
    retry: () => actor.send({ type: 'outbox.retry' }),
    userChanged: changed,
    stop() {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      channel?.close();
      actor.stop();
    },
  };
}

import { useApolloClient, useQuery } from '@apollo/client/react';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { CurrentUserDocument } from '../session/session.generated.ts';
import type { OutboxEngine } from './outbox-engine.ts';
import type { KeptSale, NewKeptSale } from './outbox-store.ts';

export type Outbox = {
  /** Who sells here: a sale is kept only for a signed-in user, and sent by their session. */
  user: { id: string; email: string } | null;
  /** Every sale kept on this device, oldest first (waiting, synced and refused). */
  sales: KeptSale[];
  /** The signed-in user's sales still to send. */
  waiting: KeptSale[];
  /** The machine's state: idle, counting, sending, waitingForNetwork or backoff. */
  status: string;
  keep(sale: Omit<NewKeptSale, 'userId' | 'servedBy'>): Promise<KeptSale>;
  retry(): void;
};

const OutboxContext = createContext<Outbox | null>(null);

/** The outbox of the signed-in frame; null outside it (sign-in screens, tests of one screen). */
export const useOutbox = (): Outbox | null => useContext(OutboxContext);

/**
 * The outbox of sales made offline (issue 54) for the signed-in frame. Its engine (the outbox
 * machine, IndexedDB) is a chunk of its own, loaded once the frame has drawn, so the first
 * screen waits for none of it.
 */
export function OutboxProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const { data } = useQuery(CurrentUserDocument);
  const meId = data?.me.id;
  const meEmail = data?.me.email;
  const user = useMemo(
    () => (meId && meEmail ? { id: meId, email: meEmail } : null),
    [meId, meEmail],
  );
  const signedIn = useRef<string | null>(null);
  signedIn.current = user?.id ?? null;
  const [sales, setSales] = useState<KeptSale[]>([]);
  const [status, setStatus] = useState('counting');
  const [engine, setEngine] = useState<OutboxEngine | null>(null);
  // A sale kept before the engine's chunk has come waits for it.
  const engineReady = useRef(Promise.withResolvers<OutboxEngine>());

  useEffect(() => {
    let started: OutboxEngine | null = null;
    let stopped = false;
    void import('./outbox-engine.ts').then(({ startOutbox }) => {
      if (stopped) return;
      started = startOutbox(client, () => signedIn.current, {
        sales: setSales,
        status: setStatus,
      });
      engineReady.current.resolve(started);
      setEngine(started);
    });
    return () => {
      stopped = true;
      started?.stop();
      engineReady.current = Promise.withResolvers<OutboxEngine>();
    };
  }, [client]);

  useEffect(() => {
    if (user) engine?.userChanged();
  }, [engine, user]);

  const outbox = useMemo<Outbox>(
    () => ({
      user,
      sales,
      waiting: sales.filter((sale) => sale.state === 'waiting' && sale.userId === user?.id),
      status,
      async keep(sale) {
        if (!user) throw new Error('Only a signed-in user keeps sales');
        const ready = await engineReady.current.promise;
        return ready.keep({ ...sale, userId: user.id, servedBy: user.email });
      },
      retry: () => engine?.retry(),
    }),
    [user, sales, status, engine],
  );
  return <OutboxContext.Provider value={outbox}>{children}</OutboxContext.Provider>;
}

import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type {
  CreateOrderInput,
  PaymentMethod,
  TaxBand,
} from '../../graphql/schema-types.generated.ts';

/**
 * The outbox of sales made while the server was out of reach (issue 54), in the browser's
 * IndexedDB ('ghala-outbox'), so they survive a reload, a closed tab and a dead battery. Each
 * sale keeps the idempotency key made when Save was tapped: however often it is sent (a lost
 * answer, two tabs, a reload mid-send), the server makes one order of it.
 */

/** A line as the provisional receipt prints it. */
export type KeptLine = {
  itemName: string;
  quantity: number;
  unit: string;
  unitPrice: number;
  totalPrice: number;
  taxBand: TaxBand;
};

export type KeptSale = {
  /** The idempotency key made at the tap; the store's key. */
  key: string;
  /** OFF-<device>-0001: the device's own count, never mistaken for an ORD number. */
  provisionalNumber: string;
  /** This device's place in the sending order. */
  seq: number;
  /** Who sold it: only their session sends it (the server keys replays per user). */
  userId: string;
  servedBy: string;
  soldAt: string;
  /** What createOrder is sent, `soldAt` included. */
  input: CreateOrderInput;
  lines: KeptLine[];
  customerName: string;
  paymentMethod: PaymentMethod;
  changeDue: number | null;
  state: 'waiting' | 'synced' | 'refused';
  /** Once synced: the real order, whose receipt prints with its number and eTIMS signature. */
  orderId: string | null;
  orderNumber: string | null;
  /** Refused by the server (never for a lost connection): its words, for the manager. */
  problem: string | null;
};

interface OutboxSchema extends DBSchema {
  sales: { key: string; value: KeptSale; indexes: { seq: number } };
  device: { key: string; value: { name: string; value: string | number } };
}

export const OUTBOX_DB = 'ghala-outbox';
let opened: Promise<IDBPDatabase<OutboxSchema>> | null = null;

function outboxDb() {
  opened ??= openDB<OutboxSchema>(OUTBOX_DB, 1, {
    upgrade(db) {
      db.createObjectStore('sales', { keyPath: 'key' }).createIndex('seq', 'seq', {
        unique: true,
      });
      db.createObjectStore('device', { keyPath: 'name' });
    },
  });
  return opened;
}

const DEVICE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Four letters naming this browser, drawn once: two tills never share a provisional number. */
const newDeviceName = () =>
  [...crypto.getRandomValues(new Uint8Array(4))]
    .map((byte) => DEVICE_LETTERS[byte % DEVICE_LETTERS.length])
    .join('');

export type NewKeptSale = Omit<
  KeptSale,
  'provisionalNumber' | 'seq' | 'state' | 'orderId' | 'orderNumber' | 'problem'
>;

/**
 * Keeps a sale and gives it the device's next provisional number, in one IndexedDB transaction
 * (atomic across tabs, so two tabs never draw the same number). A key kept already (the same
 * attempt saved twice) answers the sale kept then.
 */
export async function keepSale(sale: NewKeptSale): Promise<KeptSale> {
  const db = await outboxDb();
  const tx = db.transaction(['sales', 'device'], 'readwrite');
  const sales = tx.objectStore('sales');
  const device = tx.objectStore('device');
  const earlier = await sales.get(sale.key);
  if (earlier) {
    await tx.done;
    return earlier;
  }
  const name = ((await device.get('name'))?.value as string | undefined) ?? newDeviceName();
  const seq = Number((await device.get('seq'))?.value ?? 0) + 1;
  await device.put({ name: 'name', value: name });
  await device.put({ name: 'seq', value: seq });
  const kept: KeptSale = {
    ...sale,
    seq,
    provisionalNumber: `OFF-${name}-${String(seq).padStart(4, '0')}`,
    state: 'waiting',
    orderId: null,
    orderNumber: null,
    problem: null,
  };
  await sales.put(kept);
  await tx.done;
  return kept;
}

/** Every sale kept on this device, oldest first. */
export async function keptSales(): Promise<KeptSale[]> {
  return (await outboxDb()).getAllFromIndex('sales', 'seq');
}

export async function keptSale(key: string): Promise<KeptSale | undefined> {
  return (await outboxDb()).get('sales', key);
}

/** The user's sales still to send, in the order they were made. */
export async function waitingSales(userId: string): Promise<KeptSale[]> {
  return (await keptSales()).filter((sale) => sale.state === 'waiting' && sale.userId === userId);
}

/** Records what the server answered; the entry stays, so its receipt can be printed again. */
export async function settleSale(
  key: string,
  outcome: Pick<KeptSale, 'state' | 'orderId' | 'orderNumber' | 'problem'>,
): Promise<void> {
  const db = await outboxDb();
  const tx = db.transaction('sales', 'readwrite');
  const sale = await tx.store.get(key);
  if (sale) await tx.store.put({ ...sale, ...outcome });
  await tx.done;
}

/**
 * How a kept sale is named where an order id is expected (the quick sale's last sale, its
 * receipt): `outbox:` and its key. No order id looks like it.
 */
export const OUTBOX_ORDER_PREFIX = 'outbox:';

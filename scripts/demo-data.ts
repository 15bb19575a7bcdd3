import type { Db } from '../api/src/db/database.ts';
import { businessDate } from '../api/src/http/clock.ts';
import { toCents, toKsh } from '../api/src/money.ts';
import { documentTotals } from '../api/src/sales/sales-document.ts';

/**
 * The demo shop: a hardware store on the edge of Nairobi, two months into using Ghala.
 * Everything is put in through the REST API, so stock, totals, numbering and invoice status
 * obey the same rules as real use; only timestamps are moved afterwards (see `backdate`).
 */

export const DEMO_USER = { email: 'demo@ghala.co.ke', password: 'karibu-ghala' } as const;
/** A cashier let in through the owner's invite: sells, sees no cost prices, deletes nothing. */
export const DEMO_CASHIER = { email: 'cashier@ghala.co.ke', password: 'karibu-duka' } as const;
/** Signed up on their own: waits on the Staff screen for the owner's approval. */
const DEMO_PENDING = { email: 'new.staff@ghala.co.ke', password: 'karibu-mpya' } as const;

type PaymentMethod = 'cash' | 'mpesa' | 'cheque' | 'bank_transfer' | 'credit';

interface PartySeed {
  key: string;
  name: string;
  contact: string;
  address: string | null;
}

const suppliers: PartySeed[] = [
  {
    key: 'bamburi',
    name: 'Bamburi Cement PLC',
    contact: '+254 20 271 0487',
    address: 'Kenya-Re Towers, Upper Hill, Nairobi',
  },
  {
    key: 'simba',
    name: 'National Cement Co. (Simba Cement)',
    contact: '0711 045 000',
    address: 'Lukenya, Athi River',
  },
  {
    key: 'mabati',
    name: 'Mabati Rolling Mills',
    contact: '0709 830 000',
    address: 'Mariakani, Kilifi County',
  },
  {
    key: 'devki',
    name: 'Devki Steel Mills',
    contact: '0722 204 531',
    address: 'Ruiru, Kiambu County',
  },
  {
    key: 'crown',
    name: 'Crown Paints Kenya',
    contact: '0733 600 600',
    address: 'Likoni Road, Industrial Area, Nairobi',
  },
  { key: 'kenpipe', name: 'Kenpipe PVC Ltd', contact: 'sales@kenpipe.co.ke', address: null },
  { key: 'eacables', name: 'East African Cables', contact: '+254 20 660 6000', address: null },
];

interface ItemSeed {
  key: string;
  name: string;
  supplier: string | null;
  /** KSh when the shop started on Ghala; later changes are in `priceChanges`. */
  unit: number;
  cost: number;
  /** On the shelf at the end of the story; the opening stock adds everything sold. */
  stockNow: number;
  /** Sold by weight: its quantities in kg, fractions allowed (2.5 kg of nails). */
  byWeight?: true;
}

const items: ItemSeed[] = [
  {
    key: 'tembo',
    name: 'Bamburi Tembo Cement 32.5R 50kg',
    supplier: 'bamburi',
    unit: 780,
    cost: 690,
    stockNow: 140,
  },
  {
    key: 'nguvu',
    name: 'Bamburi Nguvu Cement 42.5N 50kg',
    supplier: 'bamburi',
    unit: 850,
    cost: 755,
    stockNow: 64,
  },
  {
    key: 'simba',
    name: 'Simba Cement 32.5N 50kg',
    supplier: 'simba',
    unit: 760,
    cost: 675,
    stockNow: 95,
  },
  {
    key: 'box30',
    name: 'Box Profile Iron Sheet Gauge 30 (3m)',
    supplier: 'mabati',
    unit: 950,
    cost: 815,
    stockNow: 120,
  },
  {
    key: 'box28',
    name: 'Box Profile Iron Sheet Gauge 28 (3m)',
    supplier: 'mabati',
    unit: 1250,
    cost: 1075,
    stockNow: 80,
  },
  {
    key: 'corr30',
    name: 'Corrugated Iron Sheet Gauge 30 (2.5m)',
    supplier: 'mabati',
    unit: 850,
    cost: 730,
    stockNow: 150,
  },
  {
    key: 'resincot',
    name: 'Resincot Coloured Sheet Gauge 28 (3m)',
    supplier: 'mabati',
    unit: 1450,
    cost: 1240,
    stockNow: 45,
  },
  {
    key: 'ridge',
    name: 'Ridge Cap Gauge 30 (per piece)',
    supplier: 'mabati',
    unit: 450,
    cost: 370,
    stockNow: 60,
  },
  {
    key: 'y12',
    name: 'Y12 Deformed Bar 12m',
    supplier: 'devki',
    unit: 1150,
    cost: 1010,
    stockNow: 210,
  },
  {
    key: 'y10',
    name: 'Y10 Deformed Bar 12m',
    supplier: 'devki',
    unit: 820,
    cost: 715,
    stockNow: 180,
  },
  { key: 'r8', name: 'R8 Round Bar 12m', supplier: 'devki', unit: 520, cost: 450, stockNow: 240 },
  {
    key: 'brc',
    name: 'BRC Mesh A142 (2.4m x 4.8m)',
    supplier: 'devki',
    unit: 4800,
    cost: 4150,
    stockNow: 3,
  },
  {
    key: 'binding',
    name: 'Binding Wire 25kg Roll',
    supplier: 'devki',
    unit: 3900,
    cost: 3350,
    stockNow: 14,
  },
  {
    key: 'nails3',
    name: 'Wire Nails 3"',
    supplier: 'devki',
    byWeight: true,
    unit: 230,
    cost: 185,
    stockNow: 260,
  },
  {
    key: 'nails4',
    name: 'Wire Nails 4"',
    supplier: 'devki',
    byWeight: true,
    unit: 220,
    cost: 180,
    stockNow: 190,
  },
  {
    key: 'roofnails',
    name: 'Roofing Nails 2.5"',
    supplier: 'devki',
    byWeight: true,
    unit: 280,
    cost: 225,
    stockNow: 0,
  },
  {
    key: 'emul4',
    name: 'Crown Vinyl Matt Emulsion White 4L',
    supplier: 'crown',
    unit: 1650,
    cost: 1380,
    stockNow: 36,
  },
  {
    key: 'emul20',
    name: 'Crown Vinyl Matt Emulsion White 20L',
    supplier: 'crown',
    unit: 7200,
    cost: 6100,
    stockNow: 12,
  },
  {
    key: 'silk4',
    name: 'Crown Silk Vinyl Magnolia 4L',
    supplier: 'crown',
    unit: 2150,
    cost: 1800,
    stockNow: 22,
  },
  {
    key: 'gloss4',
    name: 'Crown Super Gloss Brilliant White 4L',
    supplier: 'crown',
    unit: 2750,
    cost: 2300,
    stockNow: 18,
  },
  {
    key: 'pvc12',
    name: 'PVC Pipe 1/2" (6m)',
    supplier: 'kenpipe',
    unit: 180,
    cost: 140,
    stockNow: 300,
  },
  {
    key: 'pvc1',
    name: 'PVC Pipe 1" (6m)',
    supplier: 'kenpipe',
    unit: 320,
    cost: 255,
    stockNow: 160,
  },
  {
    key: 'pvc2',
    name: 'PVC Pipe 2" (6m)',
    supplier: 'kenpipe',
    unit: 650,
    cost: 530,
    stockNow: 70,
  },
  {
    key: 'pvc4',
    name: 'PVC Pipe 4" Class B (6m)',
    supplier: 'kenpipe',
    unit: 1350,
    cost: 1120,
    stockNow: 4,
  },
  {
    key: 'elbow',
    name: 'PVC Elbow 1/2"',
    supplier: 'kenpipe',
    unit: 25,
    cost: 15,
    stockNow: 480,
  },
  {
    key: 'twin25',
    name: 'Twin & Earth Cable 2.5mm² (100m roll)',
    supplier: 'eacables',
    unit: 9800,
    cost: 8400,
    stockNow: 7,
  },
  {
    key: 'single15',
    name: 'Single Core Wire 1.5mm² (100m roll)',
    supplier: 'eacables',
    unit: 3200,
    cost: 2700,
    stockNow: 25,
  },
  {
    key: 'single25',
    name: 'Single Core Wire 2.5mm² (100m roll)',
    supplier: 'eacables',
    unit: 4600,
    cost: 3900,
    stockNow: 2,
  },
  {
    key: 'barrow',
    name: 'Wheelbarrow Heavy Duty (Super Tuff)',
    supplier: null,
    unit: 4500,
    cost: 3700,
    stockNow: 0,
  },
  {
    key: 'padlock50',
    name: 'Solex Padlock 50mm',
    supplier: null,
    unit: 650,
    cost: 520,
    stockNow: 40,
  },
  {
    key: 'jembe',
    name: 'Jembe (Hoe) with Handle',
    supplier: null,
    unit: 450,
    cost: 360,
    stockNow: 28,
  },
];

const customers: PartySeed[] = [
  {
    key: 'kamau',
    name: 'Kamau & Sons Construction',
    contact: '0722 123 456',
    address: 'Thika Road, Roysambu, Nairobi',
  },
  {
    key: 'wanjiru',
    name: 'Wanjiru Hardware Kitengela',
    contact: '+254 712 345 678',
    address: 'Namanga Road, Kitengela',
  },
  {
    key: 'otieno',
    name: 'Otieno Builders Ltd',
    contact: '0733 456 789',
    address: 'Oginga Odinga Street, Kisumu',
  },
  { key: 'akinyi', name: 'Akinyi Odhiambo', contact: '0720 987 654', address: null },
  { key: 'mwangi', name: 'Joseph Mwangi', contact: '+254 701 222 333', address: null },
  {
    key: 'baraka',
    name: 'Baraka Homes Ltd',
    contact: 'procurement@barakahomes.co.ke',
    address: 'Mombasa Road, Syokimau',
  },
  {
    key: 'chebet',
    name: 'Chebet Agrovet & Hardware',
    contact: '0725 661 902',
    address: 'Eldoret Road, Iten',
  },
  {
    key: 'ruiru',
    name: 'Ruiru Fundis Self-Help Group',
    contact: '0798 450 112',
    address: 'Kimbo, Ruiru',
  },
  { key: 'njoroge', name: 'Peter Njoroge', contact: '+254 722 908 117', address: null },
  {
    key: 'coast',
    name: 'Mombasa Coast Roofing',
    contact: '0741 300 550',
    address: 'Links Road, Nyali, Mombasa',
  },
  {
    key: 'stteresa',
    name: "St. Teresa's Girls Secondary School",
    contact: '0711 482 260',
    address: 'Juja Road, Eastleigh, Nairobi',
  },
  { key: 'kiprono', name: 'Kiprono Electricals', contact: '0757 221 004', address: null },
];

/** When something happened: days before today and the time of day in Nairobi (EAT). */
interface When {
  daysAgo: number;
  at: string;
}

interface PriceChangeSeed extends When {
  kind: 'price';
  item: string;
  unit: number;
  cost: number;
  reason: string;
  /** The inventory edit form (PUT) instead of the update-prices dialog. */
  viaEdit?: boolean;
}

/** `full`, or an amount in KSh. */
type Payment = 'full' | number;

interface OrderSeed extends When {
  kind: 'order';
  customer: string;
  method: PaymentMethod;
  lines: [item: string, quantity: number][];
  /** What the orders screen recorded (PATCH); absent means still pending. */
  paid?: Payment;
  /**
   * `dated`: invoiced the same day (POST /invoices with the order's id and date);
   * `generate`: the orders screen's generate-invoice button, today.
   */
  invoice?: { via: 'dated' | 'generate'; payments?: { amount: Payment; daysLater: number }[] };
}

interface ManualInvoiceSeed extends When {
  kind: 'manual-invoice';
  customer: string;
  lines: { item?: string; description: string; quantity: number; unitPrice: number }[];
  payments?: { amount: Payment; daysLater: number }[];
}

/** Goods received from a supplier (a GRN), at the unit costs on their invoice. */
interface DeliverySeed extends When {
  kind: 'delivery';
  supplier: string;
  supplierInvoice: string;
  lines: [item: string, quantity: number, unitCost: number][];
  /** Why it was reversed within the hour, if it was. */
  reversed?: string;
}

interface DeliveryTimes {
  id: number;
  number: string;
  at: Date;
  reversedAt: Date | null;
}

type StoryEvent = PriceChangeSeed | OrderSeed | ManualInvoiceSeed | DeliverySeed;

/** Two months of trading, oldest first. */
const story: StoryEvent[] = [
  {
    kind: 'order',
    daysAgo: 58,
    at: '09:20',
    customer: 'kamau',
    method: 'bank_transfer',
    lines: [
      ['tembo', 60],
      ['y12', 40],
      ['binding', 2],
    ],
    invoice: { via: 'dated', payments: [{ amount: 'full', daysLater: 3 }] },
  },
  {
    kind: 'order',
    daysAgo: 56,
    at: '11:05',
    customer: 'akinyi',
    method: 'cash',
    lines: [
      ['emul4', 2],
      ['padlock50', 1],
    ],
    paid: 'full',
  },
  {
    kind: 'order',
    daysAgo: 53,
    at: '14:40',
    customer: 'wanjiru',
    method: 'mpesa',
    lines: [
      ['nails3', 25],
      ['nails4', 20],
      ['roofnails', 30],
      ['elbow', 100],
    ],
    paid: 'full',
  },
  {
    kind: 'order',
    daysAgo: 49,
    at: '10:15',
    customer: 'otieno',
    method: 'cheque',
    lines: [
      ['box28', 48],
      ['ridge', 12],
      ['roofnails', 15],
    ],
    invoice: { via: 'dated', payments: [{ amount: 'full', daysLater: 6 }] },
  },
  {
    kind: 'order',
    daysAgo: 46,
    at: '16:10',
    customer: 'mwangi',
    method: 'mpesa',
    lines: [
      ['barrow', 1],
      ['jembe', 2],
    ],
    paid: 'full',
  },
  {
    kind: 'delivery',
    daysAgo: 44,
    at: '08:30',
    supplier: 'devki',
    supplierInvoice: 'DSM/INV/22817',
    lines: [
      ['y12', 80, 1_020],
      ['r8', 120, 455],
      ['binding', 10, 3_380],
    ],
  },
  {
    kind: 'order',
    daysAgo: 43,
    at: '08:50',
    customer: 'baraka',
    method: 'credit',
    lines: [
      ['simba', 120],
      ['y10', 60],
      ['r8', 80],
      ['brc', 6],
    ],
    invoice: {
      via: 'dated',
      payments: [
        { amount: 100_000, daysLater: 5 },
        { amount: 50_000, daysLater: 19 },
      ],
    },
  },
  {
    kind: 'order',
    daysAgo: 40,
    at: '12:30',
    customer: 'ruiru',
    method: 'credit',
    lines: [
      ['tembo', 25],
      ['nails3', 10],
      ['pvc12', 20],
    ],
    invoice: { via: 'dated' },
  },
  {
    kind: 'price',
    daysAgo: 36,
    at: '08:05',
    item: 'tembo',
    unit: 820,
    cost: 725,
    reason: 'Supplier price increase — Bamburi March list',
  },
  {
    kind: 'price',
    daysAgo: 36,
    at: '08:07',
    item: 'nguvu',
    unit: 890,
    cost: 790,
    reason: 'Supplier price increase — Bamburi March list',
  },
  {
    kind: 'order',
    daysAgo: 35,
    at: '10:45',
    customer: 'chebet',
    method: 'mpesa',
    lines: [
      ['nguvu', 30],
      ['corr30', 20],
      ['jembe', 6],
    ],
    paid: 'full',
  },
  {
    kind: 'order',
    daysAgo: 33,
    at: '15:20',
    customer: 'stteresa',
    method: 'cheque',
    lines: [
      ['emul20', 6],
      ['gloss4', 4],
      ['padlock50', 10],
    ],
    invoice: { via: 'dated', payments: [{ amount: 'full', daysLater: 10 }] },
  },
  {
    kind: 'order',
    daysAgo: 30,
    at: '09:35',
    customer: 'coast',
    method: 'bank_transfer',
    lines: [
      ['resincot', 60],
      ['ridge', 15],
      ['roofnails', 20],
    ],
    paid: 'full',
  },
  {
    kind: 'order',
    daysAgo: 27,
    at: '11:55',
    customer: 'kiprono',
    method: 'credit',
    lines: [
      ['twin25', 3],
      ['single15', 8],
      ['single25', 6],
    ],
    invoice: {
      via: 'dated',
      payments: [
        { amount: 20_000, daysLater: 4 },
        { amount: 'full', daysLater: 15 },
      ],
    },
  },
  {
    kind: 'price',
    daysAgo: 24,
    at: '08:30',
    item: 'single15',
    unit: 3350,
    cost: 2850,
    reason: 'Copper price increase — East African Cables circular',
  },
  {
    kind: 'price',
    daysAgo: 24,
    at: '08:32',
    item: 'single25',
    unit: 4800,
    cost: 4080,
    reason: 'Copper price increase — East African Cables circular',
  },
  {
    kind: 'order',
    daysAgo: 23,
    at: '13:10',
    customer: 'njoroge',
    method: 'cash',
    lines: [
      ['pvc1', 6],
      ['pvc2', 4],
      ['elbow', 20],
    ],
    paid: 'full',
  },
  {
    kind: 'delivery',
    daysAgo: 21,
    at: '09:10',
    supplier: 'mabati',
    supplierInvoice: 'MRM-4410297',
    lines: [
      ['box28', 50, 1_090],
      ['ridge', 30, 370],
    ],
  },
  {
    kind: 'delivery',
    daysAgo: 21,
    at: '09:40',
    supplier: 'mabati',
    supplierInvoice: 'MRM-4410311',
    lines: [['corr30', 40, 730]],
    reversed: 'Wrong gauge delivered (30 instead of 28); sent back with the driver',
  },
  {
    kind: 'manual-invoice',
    daysAgo: 20,
    at: '10:00',
    customer: 'stteresa',
    lines: [
      {
        description: 'Supply and fitting of dormitory water tank stand (labour)',
        quantity: 1,
        unitPrice: 18_500,
      },
      { item: 'pvc2', description: 'PVC Pipe 2" (6m)', quantity: 10, unitPrice: 650 },
      { description: 'Transport to Eastleigh', quantity: 1, unitPrice: 2_500 },
    ],
  },
  {
    kind: 'order',
    daysAgo: 19,
    at: '09:05',
    customer: 'kamau',
    method: 'credit',
    lines: [
      ['tembo', 80],
      ['y12', 50],
      ['y10', 30],
      ['binding', 3],
    ],
    paid: 100_000,
  },
  {
    kind: 'order',
    daysAgo: 16,
    at: '14:25',
    customer: 'wanjiru',
    method: 'mpesa',
    lines: [
      ['simba', 40],
      ['nails4', 30],
      ['padlock50', 6],
    ],
    paid: 'full',
  },
  {
    kind: 'price',
    daysAgo: 14,
    at: '17:40',
    item: 'padlock50',
    unit: 680,
    cost: 545,
    reason: 'Manual update via edit',
    viaEdit: true,
  },
  {
    kind: 'price',
    daysAgo: 12,
    at: '08:00',
    item: 'silk4',
    unit: 1950,
    cost: 1800,
    reason: 'Festive promotion',
  },
  {
    kind: 'price',
    daysAgo: 12,
    at: '08:02',
    item: 'emul4',
    unit: 1550,
    cost: 1380,
    reason: 'Festive promotion',
  },
  {
    kind: 'order',
    daysAgo: 11,
    at: '12:15',
    customer: 'akinyi',
    method: 'mpesa',
    lines: [
      ['silk4', 3],
      ['emul4', 4],
    ],
    paid: 'full',
  },
  {
    kind: 'price',
    daysAgo: 7,
    at: '08:15',
    item: 'box30',
    unit: 990,
    cost: 850,
    reason: 'Mabati price review — new steel coil costs',
  },
  {
    kind: 'order',
    daysAgo: 6,
    at: '10:40',
    customer: 'otieno',
    method: 'credit',
    lines: [
      ['box30', 40],
      ['corr30', 30],
      ['roofnails', 25],
    ],
    invoice: { via: 'dated' },
  },
  {
    kind: 'order',
    daysAgo: 6,
    at: '15:05',
    customer: 'baraka',
    method: 'bank_transfer',
    lines: [
      ['pvc4', 12],
      ['pvc2', 10],
      ['brc', 4],
    ],
    paid: 'full',
  },
  {
    kind: 'order',
    daysAgo: 5,
    at: '09:25',
    customer: 'chebet',
    method: 'cheque',
    lines: [
      ['barrow', 3],
      ['jembe', 10],
      ['nails3', 15],
    ],
    invoice: { via: 'dated', payments: [{ amount: 20_000, daysLater: 1 }] },
  },
  {
    kind: 'delivery',
    daysAgo: 4,
    at: '08:15',
    supplier: 'kenpipe',
    supplierInvoice: 'KP/25/11873',
    lines: [
      ['pvc1', 60, 260],
      ['elbow', 200, 15],
    ],
  },
  {
    kind: 'order',
    daysAgo: 4,
    at: '11:45',
    customer: 'ruiru',
    method: 'cash',
    lines: [
      ['tembo', 10],
      ['binding', 1],
    ],
    paid: 'full',
  },
  {
    kind: 'order',
    daysAgo: 3,
    at: '13:30',
    customer: 'coast',
    method: 'credit',
    lines: [
      ['box30', 60],
      ['ridge', 10],
      ['roofnails', 10],
    ],
    invoice: { via: 'dated' },
  },
  {
    kind: 'manual-invoice',
    daysAgo: 2,
    at: '10:20',
    customer: 'kamau',
    lines: [
      {
        description: 'Delivery of building materials to Ruaka site (7-tonne lorry)',
        quantity: 2,
        unitPrice: 6_500,
      },
      { description: 'Offloading labour', quantity: 4, unitPrice: 800 },
    ],
    payments: [{ amount: 6_000, daysLater: 1 }],
  },
  {
    kind: 'order',
    daysAgo: 1,
    at: '16:35',
    customer: 'mwangi',
    method: 'mpesa',
    lines: [
      ['pvc12', 10],
      ['elbow', 30],
      ['padlock50', 2],
    ],
    invoice: { via: 'generate', payments: [{ amount: 'full', daysLater: 0 }] },
  },
  {
    kind: 'order',
    daysAgo: 0,
    at: '09:10',
    customer: 'kiprono',
    method: 'credit',
    lines: [
      ['twin25', 2],
      ['single25', 4],
    ],
    invoice: { via: 'generate' },
  },
  {
    kind: 'order',
    daysAgo: 0,
    at: '10:05',
    customer: 'njoroge',
    method: 'cash',
    lines: [
      ['nguvu', 6],
      ['barrow', 1],
    ],
  },
  {
    kind: 'order',
    daysAgo: 0,
    at: '11:30',
    customer: 'wanjiru',
    method: 'mpesa',
    lines: [
      ['emul20', 2],
      ['gloss4', 3],
      ['single15', 4],
    ],
  },
];

const VAT_RATE = 0.16;
const VAT_RATE_BP = 1600;
const EAT_OFFSET_HOURS = 3;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** Something with Hono's `request`: the composed Ghala app or the bare API app. */
export interface RequestTarget {
  request(path: string, init?: RequestInit): Response | Promise<Response>;
}

export interface DemoSummary {
  suppliers: number;
  items: number;
  customers: number;
  priceChanges: number;
  orders: number;
  invoices: number;
  payments: number;
  /** Goods received notes, one of them reversed. */
  deliveries: number;
}

function lookup<T>(map: Map<string, T>, key: string, what: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo data refers to an unknown ${what} "${key}"`);
  return value;
}

/**
 * The times of the story's events, oldest first: the given day and Nairobi time, pulled back
 * where needed so each is before the next and all are in the past (today's events may be
 * "later today" when the demo starts in the morning).
 */
function timeline(events: readonly When[], now: Date): Date[] {
  const times = events.map(({ daysAgo, at }) => {
    const day = new Date(now.getTime() - daysAgo * DAY_MS);
    const [hours = 0, minutes = 0] = at.split(':').map(Number);
    return new Date(
      Date.UTC(
        day.getUTCFullYear(),
        day.getUTCMonth(),
        day.getUTCDate(),
        hours - EAT_OFFSET_HOURS,
        minutes,
      ),
    );
  });
  let latest = now.getTime() - 30 * MINUTE_MS;
  for (let index = times.length - 1; index >= 0; index -= 1) {
    const time = Math.min(times[index]!.getTime(), latest);
    times[index] = new Date(time);
    latest = time - 20 * MINUTE_MS;
  }
  return times;
}

/**
 * Fills an empty database with the demo shop through the REST API of `app`, signing up the
 * demo user. `db` is the same database, used only to move timestamps into the past.
 */
export async function seedDemo(
  app: RequestTarget,
  db: Db,
  now: Date = new Date(),
): Promise<DemoSummary> {
  let token = '';
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    const response = await app.request(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) {
      throw new Error(`Demo seed: ${method} ${path} answered ${response.status}: ${text}`);
    }
    return (text ? JSON.parse(text) : null) as T;
  }

  await call('POST', '/api/signup', DEMO_USER);
  token = (await call<{ token: string }>('POST', '/api/login', DEMO_USER)).token;
  // The first account owns the shop; one more joins through an invite, one waits for approval.
  const invite = await call<{ token: string }>('POST', '/api/v1/staff/invites', {
    role: 'cashier',
  });
  await call('POST', '/api/signup', { ...DEMO_CASHIER, invite_token: invite.token });
  await call('POST', '/api/signup', DEMO_PENDING);
  // The owner has filled in Settings, as a shop that has traded for months would have.
  await call('PUT', '/api/v1/company', {
    name: 'Ghala Hardware & General Supplies Ltd',
    registration_number: 'PVT-GH7Q2K9X',
    kra_pin: 'P051234567X',
    address: 'Kirinyaga Road, Nairobi',
    phone: '0722 123 456',
    email: 'accounts@ghala.co.ke',
    default_vat_rate: 0.16,
    invoice_footer: 'Goods once sold are returnable within 7 days with this invoice.',
    mpesa_type: 'till',
    mpesa_number: '5123456',
    bank_details: 'KCB Moi Avenue, account 1234567890',
  });

  const supplierIds = new Map<string, number>();
  for (const { key, ...supplier } of suppliers) {
    const created = await call<{ id: number }>('POST', '/api/v1/suppliers', supplier);
    supplierIds.set(key, created.id);
  }
  const customerIds = new Map<string, number>();
  for (const { key, ...customer } of customers) {
    const created = await call<{ id: number }>('POST', '/api/v1/customers', customer);
    customerIds.set(key, created.id);
  }

  // Opening stock is what is left now plus everything the story sells, less what it receives
  // (and keeps).
  const sold = new Map<string, number>();
  for (const event of story) {
    if (event.kind === 'order') {
      for (const [item, quantity] of event.lines) sold.set(item, (sold.get(item) ?? 0) + quantity);
    } else if (event.kind === 'delivery' && event.reversed === undefined) {
      for (const [item, quantity] of event.lines) sold.set(item, (sold.get(item) ?? 0) - quantity);
    }
  }
  const stock = new Map<string, { id: number; seed: ItemSeed; unitCents: number }>();
  for (const seed of items) {
    const created = await call<{ id: number }>('POST', '/api/v1/inventory', {
      name: seed.name,
      quantity: seed.stockNow + (sold.get(seed.key) ?? 0),
      unit_price: seed.unit,
      cost_price: seed.cost,
      supplier_id: seed.supplier === null ? null : lookup(supplierIds, seed.supplier, 'supplier'),
      ...(seed.byWeight ? { unit: 'kg', sells_in_fractions: true } : {}),
    });
    stock.set(seed.key, { id: created.id, seed, unitCents: toCents(seed.unit) });
  }

  const times = timeline(story, now);
  const orderTimes: { id: number; at: Date }[] = [];
  const priceTimes: { id: number; at: Date }[] = [];
  const paymentTimes: { id: number; at: Date }[] = [];
  const deliveryTimes: DeliveryTimes[] = [];
  let invoices = 0;
  let paymentCount = 0;

  /**
   * A reference as staff would type it: an M-Pesa code, a cheque number, a bank's reference.
   * Made up from the payment's count, so every run of the demo is the same.
   */
  function referenceFor(method: PaymentMethod): string | null {
    const n = paymentCount + 1;
    if (method === 'mpesa') return `SK${(n * 7_919_111).toString(36).toUpperCase().slice(0, 8)}`;
    if (method === 'cheque') return String(104_200 + n * 17).padStart(6, '0');
    if (method === 'bank_transfer') return `FT2611${String(n * 4_127).padStart(6, '0')}`;
    return null;
  }

  /**
   * Payments against an invoice: `method` is how the customer paid (a credit sale is paid later
   * by M-Pesa). `invoicedAt` null: the API dated the invoice just now, and its payments keep
   * their stamp.
   */
  async function pay(
    invoiceId: number,
    totalKsh: number,
    invoicedAt: Date | null,
    plan: { amount: Payment; daysLater: number }[] = [],
    method: PaymentMethod = 'mpesa',
  ) {
    let paidKsh = 0;
    for (const { amount, daysLater } of plan) {
      const ksh = amount === 'full' ? toKsh(toCents(totalKsh) - toCents(paidKsh)) : amount;
      const answer = await call<{ payments: { id: number }[] }>(
        'POST',
        `/api/v1/invoices/${invoiceId}/payments`,
        { amount: ksh, method, reference: referenceFor(method) },
      );
      paidKsh += ksh;
      paymentCount += 1;
      if (invoicedAt === null) continue;
      const id = Math.max(...answer.payments.map((payment) => payment.id));
      const at = new Date(
        Math.min(invoicedAt.getTime() + daysLater * DAY_MS + 2 * 3_600_000, now.getTime()),
      );
      paymentTimes.push({ id, at });
    }
  }

  for (const [index, event] of story.entries()) {
    const at = times[index]!;
    if (event.kind === 'delivery') {
      const note = await call<{ id: number; grn_number: string }>(
        'POST',
        '/api/v1/goods-received',
        {
          supplier_id: lookup(supplierIds, event.supplier, 'supplier'),
          received_on: businessDate(at, 'Africa/Nairobi'),
          supplier_invoice_number: event.supplierInvoice,
          lines: event.lines.map(([key, quantity, unitCost]) => ({
            inventory_id: lookup(stock, key, 'item').id,
            quantity,
            unit_cost: unitCost,
          })),
        },
      );
      let reversedAt: Date | null = null;
      if (event.reversed !== undefined) {
        await call('POST', `/api/v1/goods-received/${note.id}/reverse`, { reason: event.reversed });
        reversedAt = new Date(at.getTime() + 45 * MINUTE_MS);
      }
      deliveryTimes.push({ id: note.id, number: note.grn_number, at, reversedAt });
      continue;
    }
    if (event.kind === 'price') {
      const item = lookup(stock, event.item, 'item');
      if (event.viaEdit) {
        // The inventory screen's inline edit sends the whole row and a fixed reason.
        const list = await call<{ id: number; quantity: number; supplier_id: number | null }[]>(
          'GET',
          '/api/v1/inventory',
        );
        const row = list.find((candidate) => candidate.id === item.id)!;
        await call('PUT', `/api/v1/inventory/${item.id}`, {
          name: item.seed.name,
          quantity: row.quantity,
          unit_price: event.unit,
          cost_price: event.cost,
          supplier_id: row.supplier_id,
          change_reason: event.reason,
        });
        const history = await call<{ id: number }[]>(
          'GET',
          `/api/v1/inventory/${item.id}/price-history`,
        );
        priceTimes.push({ id: history[0]!.id, at });
      } else {
        const answer = await call<{ entry: { id: number } }>(
          'POST',
          `/api/v1/inventory/${item.id}/price-history`,
          { new_unit_price: event.unit, new_cost_price: event.cost, change_reason: event.reason },
        );
        priceTimes.push({ id: answer.entry.id, at });
      }
      item.unitCents = toCents(event.unit);
      continue;
    }

    if (event.kind === 'manual-invoice') {
      const lines = event.lines.map((line) => ({
        id: line.item === undefined ? null : lookup(stock, line.item, 'item').id,
        description: line.description,
        quantity: line.quantity,
        unit_price: line.unitPrice,
      }));
      // The demo's items are all standard-rated (band B), as every item starts.
      const totals = documentTotals(
        lines.map((line) => ({
          amount_cents: line.quantity * toCents(line.unit_price),
          band: 'B',
        })),
        VAT_RATE_BP,
      );
      const invoice = await call<{ id: number; total: number }>('POST', '/api/v1/invoices', {
        customer_id: lookup(customerIds, event.customer, 'customer'),
        order_id: null,
        items: lines,
        created_at: at.toISOString(),
        vat_rate: VAT_RATE,
        vat_amount: toKsh(totals.vat_cents),
        total: toKsh(totals.total_cents),
      });
      invoices += 1;
      await pay(invoice.id, invoice.total, at, event.payments, 'bank_transfer');
      continue;
    }

    const lines = event.lines.map(([key, quantity]) => {
      const item = lookup(stock, key, 'item');
      return { id: item.id, quantity, unit_price: toKsh(item.unitCents), cents: item.unitCents };
    });
    const totals = documentTotals(
      lines.map((line) => ({ amount_cents: line.quantity * line.cents, band: 'B' })),
      VAT_RATE_BP,
    );
    const order = await call<{ id: number; total_amount: number }>('POST', '/api/v1/orders', {
      customer_id: lookup(customerIds, event.customer, 'customer'),
      items: lines.map(({ cents: _, ...line }) => line),
      payment_method: event.method,
      subtotal: toKsh(totals.subtotal_cents),
      vat_rate: VAT_RATE,
      vat_amount: toKsh(totals.vat_cents),
      total_amount: toKsh(totals.total_cents),
    });
    orderTimes.push({ id: order.id, at });
    if (event.paid !== undefined) {
      const full = event.paid === 'full';
      await call('PATCH', `/api/v1/orders/${order.id}`, {
        status: full ? 'paid' : 'partially_paid',
        paid_amount: full ? order.total_amount : event.paid,
      });
      // Paid at the till when the order was made.
      const entries = await call<{ id: number }[]>('GET', `/api/v1/orders/${order.id}/payments`);
      paymentTimes.push({ id: entries.at(-1)!.id, at });
      paymentCount += 1;
    }
    if (event.invoice) {
      const invoicedAt = new Date(at.getTime() + 10 * MINUTE_MS);
      const invoice =
        event.invoice.via === 'generate'
          ? await call<{ id: number; total: number }>(
              'POST',
              `/api/v1/orders/${order.id}/generate-invoice`,
            )
          : await call<{ id: number; total: number }>('POST', '/api/v1/invoices', {
              customer_id: lookup(customerIds, event.customer, 'customer'),
              order_id: order.id,
              items: [],
              created_at: invoicedAt.toISOString(),
              vat_rate: VAT_RATE,
              vat_amount: toKsh(totals.vat_cents),
              total: order.total_amount,
            });
      invoices += 1;
      await pay(
        invoice.id,
        invoice.total,
        event.invoice.via === 'generate' ? null : invoicedAt,
        event.invoice.payments,
        event.method === 'credit' ? 'mpesa' : event.method,
      );
    }
  }

  const deliveryCostChanges = await backdate(db, {
    orderTimes,
    priceTimes,
    paymentTimes,
    deliveryTimes,
    openedAt: times[0]!,
  });
  return {
    suppliers: suppliers.length,
    items: items.length,
    customers: customers.length,
    // The update-prices dialog's and the deliveries' (a delivery moves the cost it changes).
    priceChanges: priceTimes.length + deliveryCostChanges,
    deliveries: deliveryTimes.length,
    orders: orderTimes.length,
    invoices,
    payments: paymentCount,
  };
}

/**
 * The API stamps orders, price changes, payments and the stock a delivery moved with the
 * moment of the request, so a freshly seeded shop would have all its history "just now" and a
 * flat dashboard. Moving those stamps to the story's dates is the one thing no REST call can
 * do; it changes no amount, stock or number. Invoices need none of this: POST /invoices takes
 * `created_at`, so their due dates (and the overdue ones) come from the API itself; a delivery's
 * day is its `received_on`.
 */
async function backdate(
  db: Db,
  stamps: {
    orderTimes: { id: number; at: Date }[];
    priceTimes: { id: number; at: Date }[];
    paymentTimes: { id: number; at: Date }[];
    deliveryTimes: DeliveryTimes[];
    openedAt: Date;
  },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    for (const { id, at } of stamps.orderTimes) {
      await trx
        .updateTable('orders')
        .set({ created_at: at.toISOString() })
        .where('id', '=', id)
        .execute();
      // The stock an order took left with it.
      await trx
        .updateTable('stock_movements')
        .set({ occurred_at: at.toISOString() })
        .where('document_type', '=', 'order')
        .where('document_id', '=', id)
        .execute();
    }
    for (const { id, at } of stamps.priceTimes) {
      await trx
        .updateTable('price_history')
        .set({ created_at: at.toISOString() })
        .where('id', '=', id)
        .execute();
    }
    for (const { id, at } of stamps.paymentTimes) {
      await trx
        .updateTable('payments')
        .set({ paid_at: at.toISOString(), recorded_at: at.toISOString() })
        .where('id', '=', id)
        .execute();
    }
    // The demo's invoices and credit notes stand for two months of use, each made on the day
    // it carries: none is back-dated (issue 46), though the API was asked for all at once.
    await trx
      .updateTable('invoices')
      .set((eb) => ({ recorded_at: eb.ref('created_at') }))
      .execute();
    await trx
      .updateTable('credit_notes')
      .set((eb) => ({ recorded_at: eb.ref('created_at') }))
      .execute();
    // Suppliers, customers and stock were there before the first sale.
    const opened = new Date(stamps.openedAt.getTime() - 3 * DAY_MS).toISOString();
    for (const table of ['suppliers', 'customers'] as const) {
      await trx.updateTable(table).set({ created_at: opened }).execute();
    }
    await trx.updateTable('inventory_items').set({ created_at: opened }).execute();
    await trx
      .updateTable('stock_movements')
      .set({ occurred_at: opened })
      .where('kind', '=', 'opening')
      .execute();
    // A delivery: its note, the stock it brought (and took back out if reversed) and the cost
    // prices it moved. Answers how many cost prices the deliveries moved.
    let costChanges = 0;
    for (const { id, number, at, reversedAt } of stamps.deliveryTimes) {
      await trx
        .updateTable('goods_received_notes')
        .set({ created_at: at.toISOString(), reversed_at: reversedAt?.toISOString() ?? null })
        .where('id', '=', id)
        .execute();
      await trx
        .updateTable('stock_movements')
        .set({ occurred_at: at.toISOString() })
        .where('document_type', '=', 'goods_received')
        .where('document_id', '=', id)
        .where('kind', '=', 'goods_received')
        .execute();
      if (reversedAt) {
        await trx
          .updateTable('stock_movements')
          .set({ occurred_at: reversedAt.toISOString() })
          .where('document_type', '=', 'goods_received')
          .where('document_id', '=', id)
          .where('kind', '=', 'goods_received_reversal')
          .execute();
      }
      const moved = await trx
        .updateTable('price_history')
        .set({ created_at: at.toISOString() })
        .where('change_reason', '=', `Goods received ${number}`)
        .executeTakeFirst();
      costChanges += Number(moved.numUpdatedRows);
    }
    return costChanges;
  });
}

/**
 * Seeds only a database without users, so running the demo again keeps what is there
 * (including anything changed while trying it out). Answers null when it did nothing.
 */
export async function seedDemoIfEmpty(
  ghala: { app: RequestTarget; db: Db },
  now: Date = new Date(),
): Promise<DemoSummary | null> {
  const users = await ghala.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(users.count) > 0) return null;
  return seedDemo(ghala.app, ghala.db, now);
}

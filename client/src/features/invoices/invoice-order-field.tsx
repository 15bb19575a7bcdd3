import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { formatDate } from '../../shared/format/date.ts';
import { useSettledValue } from '../../shared/list/use-list-params.ts';
import { kshToCents, rateToBasisPoints } from '../../shared/money/cents.ts';
import { formatKsh } from '../../shared/money/money-format.ts';
import { TotalsList, TotalsRow } from '../../shared/money/totals-list.tsx';
import { ComboboxField } from '../../shared/ui/combobox-field.tsx';
import { type InvoiceableOrderFragment, UninvoicedOrdersDocument } from './invoices.generated.ts';

type Order = InvoiceableOrderFragment;

// The first matches of what is typed in a picker; the server searches all of them.
const MATCHES = 20;

/** The order to invoice: type-ahead over the server's orders that have no invoice yet. */
export function OrderPicker({
  value,
  onChange,
  error,
}: {
  value: Order | null;
  onChange: (order: Order) => void;
  error?: string;
}) {
  const [query, setQuery] = useState('');
  const search = useSettledValue(query.trim());
  const { data, previousData, loading } = useQuery(UninvoicedOrdersDocument, {
    variables: { search: search || null, first: MATCHES },
    fetchPolicy: 'cache-and-network',
  });
  // The last matches stay while the next search loads (see ItemPicker).
  const orders = (data ?? previousData)?.ordersPage.nodes ?? [];
  const none = data && !search && data.ordersPage.totalCount === 0;
  return (
    <ComboboxField
      label="Order"
      query={query}
      onQueryChange={setQuery}
      options={orders.map((order) => ({
        id: order.id,
        label: `${order.orderNumber} · ${order.customerName}`,
        detail: formatKsh(order.totalAmount),
      }))}
      selected={value && { id: value.id, label: `${value.orderNumber} · ${value.customerName}` }}
      onSelect={(option) => {
        const order = orders.find((candidate) => candidate.id === option.id);
        if (order) onChange(order);
      }}
      loading={loading || search !== query.trim()}
      placeholder="Order number or customer"
      emptyText={
        search ? `No orders without an invoice match “${search}”.` : 'No orders to invoice.'
      }
      hint={none ? 'Every order already has an invoice.' : undefined}
      error={error}
    />
  );
}

/** What the invoice of an order will say: the order's own customer and figures. */
export function OrderSummary({ order }: { order: Order }) {
  return (
    <TotalsList
      label={`Order ${order.orderNumber}`}
      className="create-invoice__order"
      totals={{
        subtotalCents: kshToCents(order.subtotal),
        vatCents: kshToCents(order.vatAmount),
        totalCents: kshToCents(order.totalAmount),
      }}
      rateBp={rateToBasisPoints(order.vatRate)}
    >
      <TotalsRow term="Customer">{order.customerName}</TotalsRow>
      <TotalsRow term="Order date">{formatDate(order.createdAt)}</TotalsRow>
    </TotalsList>
  );
}

import { Link } from 'react-router-dom';

/** The documents of the sale a payment paid, as a payment's row reads them. */
export type PaidSale = {
  invoiceId?: string | null;
  invoiceNumber?: string | null;
  orderNumber?: string | null;
};

/**
 * The sale a payment paid: its invoice (opened in its preview), or else its order (found on
 * Orders by its number), or a dash for neither.
 */
export function PaidSaleLink({ sale }: { sale: PaidSale }) {
  if (sale.invoiceId && sale.invoiceNumber) {
    return (
      <Link className="document-number" to={`/invoices?invoice=${sale.invoiceId}`}>
        {sale.invoiceNumber}
      </Link>
    );
  }
  if (sale.orderNumber) {
    return (
      <Link className="document-number" to={`/orders?q=${encodeURIComponent(sale.orderNumber)}`}>
        {sale.orderNumber}
      </Link>
    );
  }
  return '—';
}

import { readToken } from '../session/session-token.ts';

/**
 * Downloads a list as CSV from the gateway's `/export/<list>.csv`, with the list's current
 * search, filters and sort. The server streams every matching row (not only those loaded on
 * screen); the file arrives with the bearer token, which a plain link could not send.
 */
export async function downloadCsv(
  gatewayUri: string,
  list:
    | 'orders'
    | 'invoices'
    | 'customers'
    | 'suppliers'
    | 'inventory'
    | 'payments'
    | 'audit'
    | 'goods-received'
    | 'supplier-bills'
    | 'stock-movements'
    // A report's CSV at its REST path below reports/, e.g. `reports/vat/sales`.
    | `reports/${string}`
    // A spreadsheet import's template (issue 53).
    | `import-templates/${'inventory' | 'customers' | 'suppliers'}`,
  params: Record<string, string | null | undefined>,
): Promise<void> {
  const url = new URL(`/export/${list}.csv`, new URL(gatewayUri, window.location.href));
  for (const [name, value] of Object.entries(params)) {
    if (value) url.searchParams.set(name, value);
  }
  const token = readToken();
  const response = await fetch(url, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new Error(body?.error ?? `The export failed (${response.status})`);
  }
  const blob = await response.blob();
  const named = response.headers.get('content-disposition')?.match(/filename="([^"]+)"/)?.[1];
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = named ?? `${list}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once click() returns; the object URL can go.
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}

import { createHash } from 'node:crypto';
import qrcode from 'qrcode-generator';
import type { Company } from '../company/company.schema.ts';
import { businessDate, dayMonthYear } from '../http/clock.ts';
import { formatKsh, toCents } from '../money.ts';
import type { SharedDocument } from './shared-document.ts';

/*
 * The page a shared link opens, written on the server as plain HTML: the document and nothing
 * else (no app, no sign-in, no other record reachable from it). "Download PDF" is the browser's
 * own print to PDF; the page's print style keeps the button off the paper. One small inline
 * script does it, allowed by its hash in the page's own policy.
 */

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const ksh = (amount: number) => escapeHtml(formatKsh(toCents(amount)));
const percent = (rate: number) => `${Math.round(rate * 10_000) / 100}%`;

const PRINT_SCRIPT =
  "document.getElementById('download').addEventListener('click',function(){window.print()});";
const scriptHash = createHash('sha256').update(PRINT_SCRIPT).digest('base64');

/** The page's headers: never indexed, kept or followed back (design.md §2b). */
export const SHARED_PAGE_HEADERS = {
  'X-Robots-Tag': 'noindex, nofollow',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; img-src data:; script-src 'sha256-${scriptHash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
} as const;

const STYLE = `
body{font-family:system-ui,sans-serif;color:#1f2933;margin:0;background:#f3f4f6}
main{max-width:760px;margin:24px auto;background:#fff;padding:28px;border-radius:8px;box-shadow:0 1px 3px #0002}
h1{font-size:1.4rem;margin:0 0 4px}h2{font-size:1.1rem;margin:18px 0 6px}
.head{display:flex;justify-content:space-between;gap:16px;flex-wrap:wrap}
.muted{color:#52606d;margin:2px 0}table{width:100%;border-collapse:collapse;margin-top:14px}
th,td{padding:6px 4px;border-bottom:1px solid #e4e7eb;text-align:left;vertical-align:top}
.num{text-align:right;white-space:nowrap}dl{margin:14px 0 0 auto;max-width:320px}
dl div{display:flex;justify-content:space-between;padding:3px 0}dt{color:#52606d}dd{margin:0}
.total{font-weight:700;border-top:2px solid #1f2933}.etims{display:flex;gap:16px;margin-top:18px;font-size:.85rem;word-break:break-all}
.etims svg{width:120px;height:120px;flex:none}button{font:inherit;padding:8px 16px;border-radius:6px;border:0;background:#0b6e4f;color:#fff;cursor:pointer}
@media (max-width:600px){main{margin:0;border-radius:0;padding:16px}th:nth-child(3),td:nth-child(3){display:none}}
@media print{body{background:#fff}main{box-shadow:none;margin:0}.actions{display:none}}
`;

function qrSvg(address: string): string {
  const code = qrcode(0, 'M');
  code.addData(address, 'Byte');
  code.make();
  const count = code.getModuleCount();
  let path = '';
  for (let row = 0; row < count; row += 1)
    for (let col = 0; col < count; col += 1)
      if (code.isDark(row, col)) path += `M${col} ${row}h1v1h-1z`;
  const size = count + 8;
  return `<svg viewBox="-4 -4 ${size} ${size}" role="img" aria-label="QR code of the receipt on KRA's site" shape-rendering="crispEdges"><rect x="-4" y="-4" width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
}

function etimsBlock(etims: NonNullable<SharedDocument['etims']>): string {
  const facts: [string, string][] = [
    ['SCU ID', etims.sdc_id],
    ['CU invoice number', etims.cu_invoice_number],
    ['Receipt number', `${etims.cur_rcpt_no}/${etims.tot_rcpt_no}`],
    ['Internal data', etims.intrl_data],
    ['Receipt signature', etims.rcpt_sign],
  ];
  return `<section class="etims" aria-label="KRA eTIMS"><div><p class="muted">SCU information (KRA eTIMS)</p>${facts
    .map(([name, value]) => `<p class="muted">${name}: ${escapeHtml(value)}</p>`)
    .join('')}</div>${etims.qr_url ? qrSvg(etims.qr_url) : ''}</section>`;
}

const partyHeading: Record<SharedDocument['kind'], string> = {
  Invoice: 'Bill to',
  Order: 'Bill to',
  Receipt: 'Bill to',
  'Credit note': 'Credited to',
  'Purchase order': 'Supplier',
};

/** An invoice's number follows "Invoice"; a purchase order's delivery day says itself. */
const referenceLabel = (doc: SharedDocument) => (doc.kind === 'Purchase order' ? '' : 'Invoice ');

/** The whole page for one shared document. */
export function sharedPageHtml(doc: SharedDocument, company: Company, timeZone: string): string {
  const title = `${doc.kind} ${doc.number}`;
  const date = dayMonthYear(businessDate(new Date(doc.date), timeZone));
  const shop = [
    company.address,
    company.phone,
    company.email,
    company.kra_pin && `KRA PIN ${company.kra_pin}`,
  ]
    .filter(Boolean)
    .map((line) => `<p class="muted">${escapeHtml(String(line))}</p>`)
    .join('');
  const lines = doc.lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.description)}</td><td class="num">${line.quantity} ${escapeHtml(line.unit)}</td><td class="num">${ksh(line.unitPrice)}</td><td class="num">${ksh(line.amount)}</td></tr>`,
    )
    .join('');
  const money: [string, string, string?][] = [];
  if (doc.subtotal !== null) money.push(['Subtotal (excl. VAT)', ksh(doc.subtotal)]);
  if (doc.vatRate !== null && doc.vatAmount !== null)
    money.push([`VAT (${percent(doc.vatRate)})`, ksh(doc.vatAmount)]);
  money.push([doc.totalLabel ?? 'Total', ksh(doc.total), 'total']);
  if (doc.paid !== null) money.push(['Amount paid', ksh(doc.paid)]);
  if (doc.balance !== null)
    money.push([doc.balance < 0 ? 'In credit' : 'Balance due', ksh(Math.abs(doc.balance))]);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex,nofollow"><meta name="referrer" content="no-referrer">
<title>${escapeHtml(`${title} · ${company.name || 'Shop'}`)}</title><style>${STYLE}</style></head>
<body><main aria-label="${escapeHtml(title)}">
<div class="head"><div><h1>${escapeHtml(company.name)}</h1>${shop}</div>
<div><h2>${escapeHtml(doc.kind)}</h2><p class="muted">No. ${escapeHtml(doc.number)}</p><p class="muted">Date ${date}</p>${
    doc.reference ? `<p class="muted">${referenceLabel(doc)}${escapeHtml(doc.reference)}</p>` : ''
  }</div></div>
<h2>${partyHeading[doc.kind]}</h2><p>${escapeHtml(doc.customer.name)}</p>${
    doc.customer.contact ? `<p class="muted">${escapeHtml(doc.customer.contact)}</p>` : ''
  }${doc.customer.address ? `<p class="muted">${escapeHtml(doc.customer.address)}</p>` : ''}
<table><thead><tr><th>Description</th><th class="num">Quantity</th><th class="num">Price</th><th class="num">Amount</th></tr></thead><tbody>${lines}</tbody></table>
<dl>${money.map(([name, value, cls]) => `<div${cls ? ` class="${cls}"` : ''}><dt>${name}</dt><dd>${value}</dd></div>`).join('')}</dl>
${(doc.remarks ?? []).map((remark) => `<p class="muted">${escapeHtml(remark)}</p>`).join('')}
${doc.etims ? etimsBlock(doc.etims) : ''}
${company.invoice_footer ? `<p class="muted">${escapeHtml(company.invoice_footer)}</p>` : ''}
<p class="actions"><button id="download" type="button">Download PDF</button></p>
</main><script>${PRINT_SCRIPT}</script></body></html>`;
}

/** What an unknown, expired or revoked link answers: the same words for all three. */
export const LINK_NOT_VALID_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex,nofollow"><title>Link no longer valid</title><style>${STYLE}</style></head>
<body><main><h1>This link is no longer valid</h1><p class="muted">Ask the shop to send the document again.</p></main></body></html>`;

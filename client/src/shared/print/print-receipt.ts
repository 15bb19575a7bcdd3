import { printDocument } from './print-document.ts';

const PX_PER_MM = 96 / 25.4;
/** Room below the last line, so a rounding in the browser's layout never spills a second page. */
const SLACK_MM = 4;

/**
 * Prints an 80 mm receipt on one page exactly as long as the receipt: its height is measured on
 * screen (the receipt is drawn at its paper width there) and given to the page as its size, as
 * `@page { size: 80mm auto }` is not honoured by browsers. The page size is taken away again
 * once the print dialog closes, so the next A4 document prints on A4.
 */
export function printReceipt(receipt: HTMLElement, title: string): void {
  const heightMm = Math.ceil(receipt.getBoundingClientRect().height / PX_PER_MM) + SLACK_MM;
  const page = document.createElement('style');
  page.dataset.receiptPage = '';
  page.textContent = `@media print { @page { size: 80mm ${heightMm}mm; margin: 0; } }`;
  document.head.append(page);
  const remove = () => {
    window.removeEventListener('afterprint', remove);
    page.remove();
  };
  window.addEventListener('afterprint', remove);
  try {
    printDocument(title);
  } catch (failure) {
    remove();
    throw failure;
  }
}

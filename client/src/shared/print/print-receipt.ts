import { printOnRoll } from './print-document.ts';

const PX_PER_MM = 96 / 25.4;
/** Room below the last line, so a rounding in the browser's layout never spills a second page. */
const SLACK_MM = 4;

/**
 * Prints an 80 mm receipt on one page exactly as long as the receipt: its height is measured on
 * screen (the receipt is drawn at its paper width there).
 */
export function printReceipt(receipt: HTMLElement, title: string): void {
  const heightMm = Math.ceil(receipt.getBoundingClientRect().height / PX_PER_MM) + SLACK_MM;
  printOnRoll(title, { heightMm, marginMm: 0 });
}

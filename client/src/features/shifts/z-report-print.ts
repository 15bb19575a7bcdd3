import { printDocument } from '../../shared/print/print-document.ts';

/** The paper a Z report prints on: a thermal roll 80 mm wide, or A4 (print.css's page). */
export type ZReportPaper = 'roll' | 'a4';

const MM_PER_CSS_PX = 25.4 / 96;
const ROLL_MARGIN_MM = 3;

/**
 * Prints the Z report `element` holds. On a roll the page is 80 mm wide and exactly as tall as
 * the report (its height as laid out on the roll's width, measured now), so the printer cuts
 * one slip with nothing blank after it; the page rule goes once the print dialog closes. A4 is
 * the page every printout has (shared/styles/print.css).
 */
export function printZReport(element: HTMLElement, paper: ZReportPaper, title: string): void {
  element.dataset.paper = paper;
  let pageRule: HTMLStyleElement | null = null;
  if (paper === 'roll') {
    const heightMm = Math.ceil(element.scrollHeight * MM_PER_CSS_PX) + 2 * ROLL_MARGIN_MM + 2;
    pageRule = document.createElement('style');
    pageRule.textContent = `@media print { @page { size: 80mm ${heightMm}mm; margin: ${ROLL_MARGIN_MM}mm; } }`;
    document.head.append(pageRule);
  }
  const done = () => {
    window.removeEventListener('afterprint', done);
    pageRule?.remove();
    delete element.dataset.paper;
  };
  window.addEventListener('afterprint', done);
  try {
    printDocument(title);
  } catch (failure) {
    done();
    throw failure;
  }
}

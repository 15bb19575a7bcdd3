import { printDocument, printOnRoll } from '../../shared/print/print-document.ts';

/** The paper a Z report prints on: a thermal roll 80 mm wide, or A4 (print.css's page). */
export type ZReportPaper = 'roll' | 'a4';

const MM_PER_CSS_PX = 25.4 / 96;
const ROLL_MARGIN_MM = 3;

/**
 * Prints the Z report `element` holds. On a roll the page is as tall as the report (its height
 * as laid out on the roll's width, measured now). A4 is the page every printout has
 * (shared/styles/print.css).
 */
export function printZReport(element: HTMLElement, paper: ZReportPaper, title: string): void {
  element.dataset.paper = paper;
  const done = () => {
    delete element.dataset.paper;
  };
  if (paper === 'a4') {
    printDocument(title, done);
    return;
  }
  const heightMm = Math.ceil(element.scrollHeight * MM_PER_CSS_PX) + 2 * ROLL_MARGIN_MM + 2;
  printOnRoll(title, { heightMm, marginMm: ROLL_MARGIN_MM }, done);
}

/**
 * Prints a document (or saves it as a PDF) with the browser, titled `title` meanwhile: the
 * browser names the PDF after the page's title and prints it in the page header, so a saved
 * invoice is "INV-000007 Wanjiku Hardware.pdf" rather than "Invoices · Ghala.pdf". The screen's
 * own title comes back once the print dialog closes, and `afterPrint` then undoes whatever was
 * set up for this printout alone (or at once, should printing fail).
 */
export function printDocument(title: string, afterPrint?: () => void): void {
  const before = document.title;
  document.title = title;
  const restore = () => {
    window.removeEventListener('afterprint', restore);
    // A screen opened meanwhile has set a title of its own: that one stays.
    if (document.title === title) document.title = before;
    afterPrint?.();
  };
  window.addEventListener('afterprint', restore);
  try {
    window.print();
  } catch (failure) {
    restore();
    throw failure;
  }
}

/** A page on the 80 mm thermal roll: as tall as what is printed on it, measured by the caller. */
export type RollPage = { heightMm: number; marginMm: number };

/**
 * Prints as `printDocument` does, on one page of the 80 mm roll `page.heightMm` long, so the
 * printer cuts one slip with nothing blank after it: the size is given to the page as a rule
 * of its own, as `@page { size: 80mm auto }` is not honoured by browsers, and the rule goes
 * once the print dialog closes, so the next A4 document prints on A4 (print.css's page).
 */
export function printOnRoll(
  title: string,
  { heightMm, marginMm }: RollPage,
  afterPrint?: () => void,
): void {
  const pageRule = document.createElement('style');
  pageRule.dataset.rollPage = '';
  pageRule.textContent = `@media print { @page { size: 80mm ${heightMm}mm; margin: ${marginMm}mm; } }`;
  document.head.append(pageRule);
  printDocument(title, () => {
    pageRule.remove();
    afterPrint?.();
  });
}

/**
 * Prints a document (or saves it as a PDF) with the browser, titled `title` meanwhile: the
 * browser names the PDF after the page's title and prints it in the page header, so a saved
 * invoice is "INV-000007 Wanjiku Hardware.pdf" rather than "Invoices · Ghala.pdf". The screen's
 * own title comes back once the print dialog closes.
 */
export function printDocument(title: string): void {
  const before = document.title;
  document.title = title;
  const restore = () => {
    window.removeEventListener('afterprint', restore);
    // A screen opened meanwhile has set a title of its own: that one stays.
    if (document.title === title) document.title = before;
  };
  window.addEventListener('afterprint', restore);
  try {
    window.print();
  } catch (failure) {
    restore();
    throw failure;
  }
}

const kes = new Intl.NumberFormat('en-KE', {
  style: 'currency',
  currency: 'KES',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  // A rounded-away amount such as -0.001 must not print as -KSh 0.00.
  signDisplay: 'negative',
});

/**
 * Formats an amount in KSh, e.g. `KSh 1,234.50`. ICU versions disagree on the symbol for
 * KES in en-KE (`Ksh`, `KES`), so the currency part is replaced by the form Kenyans print.
 */
export function formatKsh(amount: number): string {
  return kes
    .formatToParts(amount)
    .map((part) => {
      if (part.type === 'currency') return 'KSh';
      // Some ICU data puts a no-break space between symbol and number; keep it a plain space.
      if (part.type === 'literal' && part.value.trim() === '') return ' ';
      return part.value;
    })
    .join('');
}

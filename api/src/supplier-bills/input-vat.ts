import { BAND_INCLUSIVE_BP, shareOut, type TaxBand, vatOnNet } from '../money.ts';

/**
 * Input VAT on a supplier's bill (issue 51): its lines are costs net of VAT (design.md §2b), so
 * each band's VAT is the band's rate (the rate its shelf prices include) on the band's net,
 * rounded half up once per band, then shared over the band's lines by `shareOut` in proportion
 * to their nets, so the lines add up to the band. A shop not VAT-registered pays the full price
 * and claims nothing: its lines carry no VAT.
 */
export function inputVatByLine(
  lines: readonly { net_cents: number; band: TaxBand }[],
  vatRegistered: boolean,
): number[] {
  const vat: number[] = lines.map(() => 0);
  if (!vatRegistered) return vat;
  for (const band of new Set(lines.map((line) => line.band))) {
    const indexes = lines.flatMap((line, index) => (line.band === band ? [index] : []));
    const nets = indexes.map((index) => lines[index]!.net_cents);
    const bandVat = vatOnNet(
      nets.reduce((a, b) => a + b, 0),
      BAND_INCLUSIVE_BP[band],
    );
    shareOut(bandVat, nets).forEach((share, position) => {
      vat[indexes[position]!] = share;
    });
  }
  return vat;
}

import type { AuthUser } from '../auth/auth.service.ts';
import { permissions } from '../auth/roles.ts';
import { companyRepository } from '../company/company.repository.ts';
import type { Db } from '../db/database.ts';
import { forbidden } from '../http/api-error.ts';
import { bpToPercentText, formatKsh, STANDARD_VAT_BP } from '../money.ts';

/** A line sold from stock, as a new document prices it. */
export type StockLinePrice = { name: string; unitPriceCents: number; shelfPriceCents: number };

/**
 * A cashier sells at the shop's prices (issue 16's roles: a cashier "changes no prices"): at the
 * shop's default VAT rate, each stock item at its shelf price. A lower rate or price is a
 * discount, which an owner or a manager gives (an exempt customer, a trade price); lines typed
 * rather than picked from stock (a service, a delivery) have no shelf price, and whoever writes
 * the invoice prices them. 403 naming what the cashier changed.
 */
export async function assertShopPrices(
  db: Db,
  user: AuthUser,
  vatRateBp: number,
  stockLines: readonly StockLinePrice[],
): Promise<void> {
  if (permissions.manage(user.role)) return;
  const settings = await companyRepository(db).find();
  const shopRateBp = settings?.default_vat_rate_bp ?? STANDARD_VAT_BP;
  if (vatRateBp !== shopRateBp) {
    throw forbidden(
      `Only an owner or a manager can sell at a VAT rate other than the shop’s ${bpToPercentText(shopRateBp)}`,
    );
  }
  const repriced = stockLines.find((line) => line.unitPriceCents !== line.shelfPriceCents);
  if (repriced) {
    throw forbidden(
      `Only an owner or a manager can change the price of ${repriced.name}: it sells at ${formatKsh(repriced.shelfPriceCents)}`,
    );
  }
}

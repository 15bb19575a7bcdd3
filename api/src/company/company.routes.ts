import { Hono } from 'hono';
import { actorOf } from '../auth/actor.ts';
import type { AuthedEnv } from '../auth/authed-env.ts';
import { signedInRoutes } from '../auth/roles.ts';
import { Company, companyUpdate } from './company.schema.ts';
import type { CompanyService } from './company.service.ts';

const route = signedInRoutes('Company');

/**
 * The shop's details printed on invoices, credit notes and statements: everyone signed in reads
 * them (a cashier prints too); owners and managers change them on the Settings screen.
 */
export function companyRoutes(company: CompanyService) {
  return new Hono<AuthedEnv>()
    .get(
      '/',
      ...route.json(
        {
          summary: "The shop's details, printed on every document",
          description:
            'Until someone saves them the name, registration number and email are those of the environment (COMPANY_NAME, COMPANY_REGISTRATION_NUMBER, COMPANY_EMAIL), copied in on the first read and never again, and `updated_at` is null.',
          answers: { 200: Company },
        },
        () => company.details(),
      ),
    )
    .put(
      '/',
      ...route.json(
        {
          summary: "Save the shop's details",
          description:
            'Every detail at once: an optional one left out or null is cleared. `kra_pin` is kept in capitals; `logo` must be a data: URL of a PNG, JPEG or WebP image of at most 200 KB, checked by its bytes; `default_vat_rate` is a fraction (0.16 for 16 %); `mpesa_type` and `mpesa_number` go together. The eTIMS fields (`kra_branch_id`, `kra_device_serial`, `etims_mode`) left out keep their values, null resets them (branch 00, mode off); a mode other than off needs `kra_pin` and `kra_device_serial`, and is refused (409, naming them) while any item has no KRA item class. Recorded in the audit trail (`settings.changed`). Owners and managers only.',
          answers: { 200: Company },
          needs: 'manage',
          refusals: {
            409: 'Turning eTIMS on while items have no KRA item class: the message names them',
          },
          json: companyUpdate,
        },
        ({ json }, c) => company.update(json, actorOf(c)),
      ),
    );
}

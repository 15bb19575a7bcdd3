import { z } from 'zod';

/** The company details printed on invoices (GET /company), from the API's configuration. */
export const Company = z
  .object({
    name: z.string(),
    registration_number: z.string(),
    email: z.string(),
  })
  .meta({ id: 'Company' });
export type Company = z.output<typeof Company>;

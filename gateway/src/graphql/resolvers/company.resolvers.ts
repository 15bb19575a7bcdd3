import type { Resolvers } from '../resolvers.generated.ts';

/** The shop's details (Settings) and the dashboard's first-run checklist (issue 20). */
export const companyResolvers = {
  Query: {
    company: (_, __, { rest }) => rest.read('company', (api) => api.v1.company.$get()),
    gettingStarted: (_, __, { rest }) =>
      rest.read('getting-started', (api) => api.v1.analytics['getting-started'].$get()),
  },
  Mutation: {
    updateCompany: (_, { input }, { rest }) =>
      rest.write((api) =>
        api.v1.company.$put({
          json: {
            name: input.name,
            registration_number: input.registrationNumber,
            email: input.email,
            kra_pin: input.kraPin ?? null,
            address: input.address ?? null,
            phone: input.phone ?? null,
            logo: input.logo ?? null,
            default_vat_rate: input.defaultVatRate,
            invoice_footer: input.invoiceFooter ?? null,
            mpesa_type: input.mpesaType ?? null,
            mpesa_number: input.mpesaNumber ?? null,
            bank_details: input.bankDetails ?? null,
            // Left out (undefined), the API keeps them: a client that knows nothing of eTIMS
            // cannot turn it off.
            kra_branch_id: input.kraBranchId,
            kra_device_serial: input.kraDeviceSerial,
            kra_typed_line_class_code: input.kraTypedLineClassCode,
            etims_mode: input.etimsMode,
            public_address: input.publicAddress,
            vat_registered: input.vatRegistered ?? undefined,
          },
        }),
      ),
  },
} satisfies Resolvers;

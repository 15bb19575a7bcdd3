/**
 * Daraja's own example requests and answers, as the public documents print them (issue 52):
 * the facts Ghala's M-Pesa client and callback handlers are held to, apart from the project's
 * simulator (which must agree with them too: daraja-conformance.test.ts). Each fixture names its
 * source beside it; values are copied as printed (strings stay strings, numbers numbers).
 *
 * Sources:
 * - [PHP-MPESA] github.com/Ghostscypher/php-mpesa, `mpesa_endpoints.md` (commit 05d51bef): the
 *   endpoints, request fields and example answers of Daraja's v1 documentation.
 * - [PORTAL] Daraja portal's M-Pesa Express (STK push) page, developer.safaricom.co.ke, whose
 *   sandbox example (MerchantRequestID 29115-34620561-1, CheckoutRequestID
 *   ws_CO_191220191020363925, receipt NLJ7RT61SV) public clients reproduce verbatim in their
 *   tests; read here from those copies, not from the portal itself (it needs a login).
 * - [SANDBOX] the sandbox's published test shortcode 174379 and its passkey, with the worked
 *   Password example for Timestamp 20160216165627 printed in Daraja's first STK documentation
 *   (kept in public clients, e.g. a Java client's commented example).
 */

/** [PHP-MPESA] "Get auth token": `expires_in` is a string. */
export const TOKEN_ANSWER = { access_token: 'SGWcJPtNtYNPGm6uSYR9yPYrAI3Bm', expires_in: '3599' };

/** [SANDBOX] */
export const SANDBOX = {
  shortCode: '174379',
  passkey: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
  timestamp: '20160216165627',
  password:
    'MTc0Mzc5YmZiMjc5ZjlhYTliZGJjZjE1OGU5N2RkNzFhNDY3Y2QyZTBjODkzMDU5YjEwZjc4ZTZiNzJhZGExZWQyYzkxOTIwMTYwMjE2MTY1NjI3',
} as const;

/** [PHP-MPESA] "Initiate stk push": the request's fields, by name. */
export const STK_PUSH_REQUEST_FIELDS = [
  'BusinessShortCode',
  'Password',
  'Timestamp',
  'TransactionType',
  'Amount',
  'PartyA',
  'PartyB',
  'PhoneNumber',
  'CallBackURL',
  'AccountReference',
  'TransactionDesc',
] as const;

/** [PORTAL] Daraja's synchronous answer to an STK push it accepted. */
export const STK_PUSH_ANSWER = {
  MerchantRequestID: '29115-34620561-1',
  CheckoutRequestID: 'ws_CO_191220191020363925',
  ResponseCode: '0',
  ResponseDescription: 'Success. Request accepted for processing',
  CustomerMessage: 'Success. Request accepted for processing',
};

/** [PHP-MPESA] "Initiate stk push query": the request's fields, by name. */
export const STK_QUERY_REQUEST_FIELDS = [
  'BusinessShortCode',
  'Password',
  'Timestamp',
  'CheckoutRequestID',
] as const;

/** [PHP-MPESA] the status query's answer: ResultCode is a string here. */
export const STK_QUERY_CANCELLED = {
  ResponseCode: '0',
  ResponseDescription: 'The service request has been accepted successfully',
  MerchantRequestID: '8555-67195-1',
  CheckoutRequestID: 'ws_CO_27072017151044001',
  ResultCode: '1032',
  ResultDesc: '[STK_CB - ]Request cancelled by user',
};

/** [PHP-MPESA] an STK callback, paid: `Balance` comes without a Value; numbers are numbers. */
export const STK_CALLBACK_PAID = {
  Body: {
    stkCallback: {
      MerchantRequestID: '19465-780693-1',
      CheckoutRequestID: 'ws_CO_27072017154747416',
      ResultCode: 0,
      ResultDesc: 'The service request is processed successfully.',
      CallbackMetadata: {
        Item: [
          { Name: 'Amount', Value: 1 },
          { Name: 'MpesaReceiptNumber', Value: 'LGR7OWQX0R' },
          { Name: 'Balance' },
          { Name: 'TransactionDate', Value: 20170727154800 },
          { Name: 'PhoneNumber', Value: 254721566839 },
        ],
      },
    },
  },
};

/** [PHP-MPESA] an STK callback, cancelled on the phone. */
export const STK_CALLBACK_CANCELLED = {
  Body: {
    stkCallback: {
      MerchantRequestID: '8555-67195-1',
      CheckoutRequestID: 'ws_CO_27072017151044001',
      ResultCode: 1032,
      ResultDesc: '[STK_CB - ]Request cancelled by user',
    },
  },
};

/** [PORTAL] the same sandbox payment's callback: Amount 1.00 (a JSON number), receipt NLJ7RT61SV. */
export const STK_CALLBACK_PORTAL = {
  Body: {
    stkCallback: {
      MerchantRequestID: '29115-34620561-1',
      CheckoutRequestID: 'ws_CO_191220191020363925',
      ResultCode: 0,
      ResultDesc: 'The service request is processed successfully.',
      CallbackMetadata: {
        Item: [
          { Name: 'Amount', Value: 1.0 },
          { Name: 'MpesaReceiptNumber', Value: 'NLJ7RT61SV' },
          { Name: 'TransactionDate', Value: 20191219102115 },
          { Name: 'PhoneNumber', Value: 254708374149 },
        ],
      },
    },
  },
};

/** [PHP-MPESA] "C2B register": a confirmation; every field a string, TransAmount with cents. */
export const C2B_CONFIRMATION = {
  TransactionType: '',
  TransID: 'LGR219G3EY',
  TransTime: '20170727104247',
  TransAmount: '10.00',
  BusinessShortCode: '600134',
  BillRefNumber: 'xyz',
  InvoiceNumber: '',
  OrgAccountBalance: '49197.00',
  ThirdPartyTransID: '1234567890',
  MSISDN: '254708374149',
  FirstName: 'John',
  MiddleName: 'Doe',
  LastName: '',
};

/** [PHP-MPESA] "C2B register": the registration request's fields, by name. */
export const C2B_REGISTER_FIELDS = [
  'ShortCode',
  'ResponseType',
  'ConfirmationURL',
  'ValidationURL',
] as const;

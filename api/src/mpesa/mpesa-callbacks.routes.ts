import { type Context, type Env, Hono } from 'hono';
import { documentedIn } from '../http/openapi.ts';
import { refuseDeepJson } from '../http/request-hygiene.ts';
import type { MpesaSettingsRow } from './mpesa.repository.ts';
import { CallbackAnswer } from './mpesa.schema.ts';
import type { MpesaCallbacksService } from './mpesa-callbacks.service.ts';

const documented = documentedIn('M-Pesa');

/** A path as logs may show it: a callback's token is the shop's secret, so it is left out. */
export const redactCallbackToken = (path: string): string =>
  path.replace(/^(\/api\/v1\/callbacks\/)[^/]+/, '$1…');

const DARAJA_CALLS =
  'Called by Safaricom (Daraja), not by people: public, at an address holding the shop’s unguessable token (GET /mpesa/settings shows it). Idempotent; any body that is not a genuine callback is answered as accepted and changes nothing.';

/**
 * Daraja's calls into Ghala (issue 22), mounted at /api/v1/callbacks before sign-in is required:
 * Safaricom signs in as nobody. The shop is found by the token in the path; an unknown token is
 * answered like an address that does not exist. The path names neither M-Pesa nor Safaricom
 * (Daraja refuses addresses that do).
 */
export function mpesaCallbackRoutes(callbacks: MpesaCallbacksService) {
  /**
   * The body as text, whatever its content type says; a body nested too deeply is a 400 (the
   * app checks only bodies that say they are JSON, and these are parsed whatever they say).
   */
  const bodyText = async (c: Context) => {
    const text = await c.req.text().catch(() => '');
    refuseDeepJson(text);
    return text;
  };

  /**
   * One of Daraja's calls: the shop its token names (404 as for any address the API does not
   * have, so a wrong token tells nothing), then its answer to the body.
   */
  const darajaCall = <Answer extends object>(
    words: { summary: string; description: string },
    answer: (settings: MpesaSettingsRow, body: string) => Promise<Answer>,
  ) =>
    [
      documented({
        ...words,
        description: `${DARAJA_CALLS} ${words.description}`,
        answers: { 200: CallbackAnswer },
        refusals: { 404: 'Not this shop’s token' },
        public: true,
      }),
      async (c: Context<Env, '/:token'>) => {
        const settings = await callbacks.settingsFor(c.req.param('token'));
        if (!settings)
          return c.json({ error: `No such endpoint: ${c.req.method} /api/v1/callbacks/…` }, 404);
        return c.json(await answer(settings, await bodyText(c)), 200);
      },
    ] as const;

  return new Hono()
    .post(
      '/:token/stk-result',
      ...darajaCall(
        {
          summary: "Daraja's STK push result (CallBackURL)",
          description: "A paid result records the payment on the push's document.",
        },
        (_, body) => callbacks.stkResult(body),
      ),
    )
    .post(
      '/:token/c2b-validation',
      ...darajaCall(
        {
          summary: "Daraja's C2B validation (ValidationURL)",
          description:
            "Refuses (ResultCode C2B00015) only a payment to a shortcode that is not the shop's.",
        },
        (settings, body) => callbacks.c2bValidation(settings, body),
      ),
    )
    .post(
      '/:token/c2b-confirmation',
      ...darajaCall(
        {
          summary: "Daraja's C2B confirmation (ConfirmationURL)",
          description:
            'The payment goes to the document its account reference names, else to the customer whose phone paid, else to the unmatched list.',
        },
        (settings, body) => callbacks.c2bConfirmation(settings, body),
      ),
    );
}

import { z } from 'zod';
import { instant } from '../http/openapi.ts';

/** How long a link works unless asked otherwise. */
export const DEFAULT_SHARE_DAYS = 30;

/** POST …/{id}/share-links: how many days the link works (30 unless given). */
export const shareLinkBody = z
  .strictObject({
    expires_in_days: z
      .number({ error: 'must be a whole number of days' })
      .int('must be a whole number of days')
      .min(1, 'must be at least 1')
      .max(365, 'must be at most 365')
      .optional(),
  })
  .meta({ id: 'ShareLinkInput' });
export type ShareLinkInput = z.output<typeof shareLinkBody>;

/** A link made: its address holds the token, answered this once and never again. */
export const ShareLink = z
  .object({
    id: z.number().int().meta({ description: 'DELETE /share-links/{id} revokes it' }),
    url: z.string().meta({
      description:
        "The shop's public address followed by /s/ and the link's token; only its hash is kept",
    }),
    expires_at: instant,
  })
  .meta({ id: 'ShareLink' });
export type ShareLink = z.output<typeof ShareLink>;

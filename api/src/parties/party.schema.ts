import { z } from 'zod';
import { optionalText, requiredText } from '../http/validation.ts';

export const partyBody = z.object({
  name: requiredText().pipe(z.string().max(200, 'must be at most 200 characters')),
  contact: requiredText().pipe(z.string().max(200, 'must be at most 200 characters')),
  address: optionalText.pipe(z.string().max(500, 'must be at most 500 characters').nullable()),
});

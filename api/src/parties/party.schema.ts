import { z } from 'zod';
import {
  listLimit,
  listQuery,
  optionalText,
  requiredText,
  searchText,
} from '../http/validation.ts';

/** A picker shows a handful of matches; the limit keeps a careless client from asking for all. */
export const SEARCH_RESULTS = 20;
export const MAX_SEARCH_RESULTS = 200;

export const partyBody = z.object({
  name: requiredText().pipe(z.string().max(200, 'must be at most 200 characters')),
  contact: requiredText().pipe(z.string().max(200, 'must be at most 200 characters')),
  address: optionalText.pipe(z.string().max(500, 'must be at most 500 characters').nullable()),
});

/** `?q=&limit=`: the type-ahead search of a party list, by name or contact. */
export const partySearchQuery = listQuery({
  q: searchText,
  limit: listLimit(SEARCH_RESULTS, MAX_SEARCH_RESULTS),
});

/** `?q=`: which parties a CSV export holds (all without it). */
export const partyExportQuery = listQuery({ q: searchText });

export const PARTY_CSV_HEADER = ['Name', 'Contact', 'Address'] as const;

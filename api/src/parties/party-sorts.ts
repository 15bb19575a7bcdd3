import { ignoringCase, type KeysetSort } from '../db/keyset.ts';

/** By name ignoring case (keyset.ts), as the inventory list: "bidii Traders" before "Zawadi". */
export const BY_NAME = ignoringCase('name');

/** The orders a party list can be read in: the list, the pickers' type-ahead, the export. */
export const PARTY_SORTS = {
  name_asc: { name: 'name_asc', ...BY_NAME, direction: 'asc' },
  name_desc: { name: 'name_desc', ...BY_NAME, direction: 'desc' },
} as const satisfies Record<string, KeysetSort>;

export type PartySort = keyof typeof PARTY_SORTS;

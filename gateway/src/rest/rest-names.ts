import type { GraphQLFieldResolver } from 'graphql';

/**
 * One rule names the REST API's fields in GraphQL: REST writes snake_case (spec §7), GraphQL
 * camelCase, and otherwise the names are the same. Everything else crosses unchanged: ids (the
 * GraphQL ID scalar writes the API's integer ids as strings), money in KSh and quantities as the
 * API answers them, enums by their values.
 */

/** A REST name as GraphQL spells it: `unit_price` is `unitPrice`, `days_over_90` `daysOver90`. */
export const graphqlName = (restName: string) =>
  restName.replace(/_([a-z0-9])/g, (_, next: string) => next.toUpperCase());

/** A GraphQL field's REST name: `unitPrice` is `unit_price`. */
export const restName = (graphqlName: string) =>
  graphqlName.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** `restName` for the type checker. */
export type RestName<Name extends string> = Name extends `${infer First}${infer Rest}`
  ? `${First extends Lowercase<First> ? First : `_${Lowercase<First>}`}${RestName<Rest>}`
  : Name;

/**
 * What `restFieldResolver` reads for a field from a parent: the field itself when the parent is
 * already in GraphQL's terms, else its REST name; `undefined` from a member of a union that has
 * neither.
 */
export type RestRead<Parent, Field extends string> = Parent extends unknown
  ? Field extends keyof Parent
    ? Parent[Field]
    : RestName<Field> extends keyof Parent
      ? Parent[RestName<Field>]
      : undefined
  : never;

const restNames = new Map<string, string>();

/**
 * The schema's default field resolver: a field no resolver answers is read from the REST answer
 * under its REST name, so `Order.orderNumber` is `order_number` with no resolver of its own.
 * A resolver is written only where a field is more than a rename.
 */
export const restFieldResolver: GraphQLFieldResolver<unknown, unknown> = (
  parent,
  _args,
  _context,
  { fieldName },
) => {
  if (typeof parent !== 'object' || parent === null) return undefined;
  const record = parent as Record<string, unknown>;
  if (fieldName in record) return record[fieldName];
  let name = restNames.get(fieldName);
  if (name === undefined) {
    name = restName(fieldName);
    restNames.set(fieldName, name);
  }
  return record[name];
};

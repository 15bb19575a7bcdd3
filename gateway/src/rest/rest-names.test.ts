import { readFileSync } from 'node:fs';
import { buildSchema, type GraphQLResolveInfo, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { graphqlName, restFieldResolver, restName } from './rest-names.ts';

const read = (parent: unknown, fieldName: string) =>
  restFieldResolver(parent, {}, {}, { fieldName } as GraphQLResolveInfo);

describe('the rule that names REST fields in GraphQL', () => {
  it('turns snake_case into camelCase and back', () => {
    expect(graphqlName('unit_price')).toBe('unitPrice');
    expect(graphqlName('days_over_90')).toBe('daysOver90');
    expect(restName('unitPrice')).toBe('unit_price');
    expect(restName('c2bRegisteredAt')).toBe('c2b_registered_at');
  });

  it('names every field of the schema back as it came', () => {
    const schema = buildSchema(
      readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8'),
    );
    const fields = Object.values(schema.getTypeMap())
      .filter(isObjectType)
      .flatMap((type) => Object.keys(type.getFields()));
    expect(fields.length).toBeGreaterThan(300);
    for (const field of fields) expect(graphqlName(restName(field))).toBe(field);
  });

  it('reads a field under its REST name, unless the parent already has it in GraphQL terms', () => {
    expect(read({ order_number: 'ORD-000042' }, 'orderNumber')).toBe('ORD-000042');
    expect(read({ expiresAt: 'later', expires_at: 'sooner' }, 'expiresAt')).toBe('later');
    expect(read({ name: 'Mabati' }, 'name')).toBe('Mabati');
    // Ids and money pass as the API answers them: the ID scalar writes the number as a string.
    expect(read({ id: 7, total_amount: 1160.5 }, 'totalAmount')).toBe(1160.5);
  });

  it('answers nothing for a field the answer leaves out, or for no answer at all', () => {
    expect(read({ customer_name: 'Otieno' }, 'customerId')).toBeUndefined();
    expect(read(null, 'orderNumber')).toBeUndefined();
  });
});

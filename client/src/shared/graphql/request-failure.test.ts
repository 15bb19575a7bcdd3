import { CombinedGraphQLErrors } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { classifyRequestFailure, fieldMessage, refusedFields } from './request-failure.ts';
import { formRefusal } from './save-failure.ts';

/** A refusal as Apollo hands it over, with the gateway's extensions. */
const refused = (extensions: Record<string, unknown>, message = 'name: must not be blank') =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

describe('the fields a refusal names', () => {
  const blank = refused(
    {
      code: 'BAD_USER_INPUT',
      fields: { name: 'must not be blank', 'items.0.quantity': 'must be more than 0' },
    },
    'name: must not be blank; items.0.quantity: must be more than 0',
  );

  it('keeps the message and adds each field by its input path', () => {
    expect(classifyRequestFailure(blank)).toEqual({
      kind: 'rejected',
      code: 'BAD_USER_INPUT',
      message: 'name: must not be blank; items.0.quantity: must be more than 0',
      fields: { name: 'must not be blank', 'items.0.quantity': 'must be more than 0' },
    });
    expect(fieldMessage(blank, 'items.0.quantity')).toBe('must be more than 0');
    expect(fieldMessage(blank, 'contact')).toBeNull();
    // Classified already (an actor's rejection), it reads the same.
    expect(fieldMessage(classifyRequestFailure(blank), 'name')).toBe('must not be blank');
  });

  it('names none for other failures, or fields that are not words', () => {
    expect(refusedFields(refused({ code: 'CONFLICT' }))).toEqual({});
    expect(refusedFields(refused({ code: 'BAD_USER_INPUT', fields: ['name'] }))).toEqual({});
    expect(refusedFields(refused({ code: 'BAD_USER_INPUT', fields: { name: 7 } }))).toEqual({});
    expect(refusedFields(new TypeError('Failed to fetch'))).toEqual({});
    expect(classifyRequestFailure(refused({ code: 'BAD_USER_INPUT' }))).not.toHaveProperty(
      'fields',
    );
  });

  it("splits a form's refusal: beside its fields, and a banner only for what has no field", () => {
    expect(formRefusal(blank, 'Failed to add', ['name', 'items.0.quantity'])).toEqual({
      fields: { name: 'must not be blank', 'items.0.quantity': 'must be more than 0' },
      banner: null,
    });
    // A field the form does not have: the whole reason goes above the form.
    expect(formRefusal(blank, 'Failed to add', ['name'])).toEqual({
      fields: { name: 'must not be blank' },
      banner: 'name: must not be blank; items.0.quantity: must be more than 0',
    });
    expect(formRefusal(new TypeError('Failed to fetch'), 'Failed to add', ['name'])).toEqual({
      fields: {},
      banner: 'Failed to add',
    });
  });
});

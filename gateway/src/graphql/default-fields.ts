import type { RestRead } from '../rest/rest-names.ts';
import type { Resolvers, ResolversParentTypes } from './resolvers.generated.ts';

/**
 * The fields left to the default rule (`restFieldResolver`) are type-checked like the written
 * resolvers: for every field of every type that no resolver answers, what the rule reads from
 * the type's REST answer (codegen.ts's mappers) must be what the field answers. A field the REST
 * answer lacks, spells otherwise or answers as another type is named by `MisreadFields`.
 */

type TypeName = keyof Resolvers & keyof ResolversParentTypes;

/** The fields of `Type` that one of the resolver groups answers. */
type Answered<Groups, Type extends TypeName> = Groups extends unknown
  ? Groups extends { [T in Type]: infer Fields }
    ? keyof Fields
    : never
  : never;

type FieldsOf<Type extends TypeName> = NonNullable<Resolvers[Type]>;

/** What a field's resolver must answer. */
type Answer<R> = Awaited<ReturnType<Extract<NonNullable<R>, (...args: never[]) => unknown>>>;

/**
 * A field the REST answer leaves out (in one member of a union) is null in GraphQL; an enum's
 * value, typed `string` by the API, is checked against the enum by GraphQL's serializer.
 */
type Accepts<Expected> = Expected | ([Exclude<Expected, null>] extends [string] ? string : never);

type Reads<Read, Expected> = [Read] extends [undefined]
  ? false
  : [Exclude<Read, undefined> | (undefined extends Read ? null : never)] extends [Accepts<Expected>]
    ? true
    : false;

type LeftToRule<Groups, Type extends TypeName> = Exclude<
  keyof FieldsOf<Type>,
  Answered<Groups, Type> | '__isTypeOf'
> &
  string;

type Misread<Groups, Type extends TypeName> = {
  [Field in LeftToRule<Groups, Type>]: Reads<
    RestRead<ResolversParentTypes[Type], Field>,
    Answer<FieldsOf<Type>[Field]>
  > extends true
    ? never
    : Field;
}[LeftToRule<Groups, Type>];

/** Each type with a field the rule would read wrongly, and those fields; `{}` when there are none. */
export type MisreadFields<Groups> = {
  [Type in TypeName as [Misread<Groups, Type>] extends [never] ? never : Type]: Misread<
    Groups,
    Type
  >;
};

/** Compiles only for `{}`: called with `MisreadFields` of the schema's resolver groups. */
export function everyDefaultFieldReads<_Misread extends Record<string, never>>() {}

import { readFileSync } from 'node:fs';
import type { CodegenConfig } from '@graphql-codegen/cli';

// Output that Node loads directly must use type-only imports and string-union enums.
const nodeSafe = { useTypeImports: true, enumsAsTypes: true } as const;

// Typed document nodes for the client. typescript-operations 6 emits the input and enum types the
// operations use itself; adding the `typescript` plugin would declare them twice (a parse error in
// Vite).
const clientOperations = {
  plugins: ['typescript-operations', 'typed-document-node'],
  config: {
    ...nodeSafe,
    avoidOptionals: { field: true, inputValue: false },
    defaultScalarType: 'unknown',
    nonOptionalTypename: true,
    skipTypeNameForRoot: true,
  },
};

/**
 * Each GraphQL type's parent in the gateway's resolvers is the REST answer it is read from: the
 * type `Rest<Name>` exported by gateway/src/rest/rest-types.ts for the GraphQL type `<Name>`.
 * One naming rule instead of a list, so a new type is declared once.
 */
function restMappers(): Record<string, string> {
  const restTypes = readFileSync('gateway/src/rest/rest-types.ts', 'utf8');
  const schemaTypes = new Set(
    [...readFileSync('schema.graphql', 'utf8').matchAll(/^type (\w+)/gm)].map((m) => m[1]),
  );
  const mappers: Record<string, string> = {};
  for (const [, name] of restTypes.matchAll(/^export type Rest(\w+)\b/gm)) {
    if (name && schemaTypes.has(name)) mappers[name] = `../rest/rest-types.ts#Rest${name}`;
  }
  return mappers;
}

const CLIENT_DOCUMENTS = ['client/src/**/*.graphql'];

const config: CodegenConfig = {
  overwrite: true,
  schema: 'schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    // Resolver signatures for the gateway; parents are the REST API's own answer types.
    'gateway/src/graphql/resolvers.generated.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        ...nodeSafe,
        contextType: '../context.ts#GatewayContext',
        // The API numbers its records; GraphQL's ID scalar writes a number as its string, so a
        // resolver (or the default rule, gateway/src/rest/rest-names.ts) may answer either.
        scalars: { ID: { input: 'string', output: 'string | number' } },
        mappers: restMappers(),
      },
    },
    // The schema's enums, inputs and scalars that the client's operations use, once, for the
    // documents beside their features (below) and for any module that names one.
    'client/src/graphql/schema-types.generated.ts': {
      documents: CLIENT_DOCUMENTS,
      plugins: ['typescript'],
      config: { ...clientOperations.config, onlyOperationTypes: true },
    },
    // Typed document nodes beside each `.graphql` file (`orders.graphql` → `orders.generated.ts`),
    // imported by the code that uses them: a screen's documents come with its chunk, so a page
    // load evaluates the documents of the screens it opens rather than every screen's.
    'client/src/': {
      documents: CLIENT_DOCUMENTS,
      preset: 'near-operation-file',
      presetConfig: {
        extension: '.generated.ts',
        baseTypesPath: 'graphql/schema-types.generated.ts',
        importTypesNamespace: 'SchemaTypes',
      },
      ...clientOperations,
    },
  },
};

export default config;

import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { OpenAPIV3_1 } from 'openapi-types';

/**
 * Checks real answers against the API's own OpenAPI document (issue 19). The test harness
 * (test-api.ts) passes every answer of every API test through `check`, so thousands of real
 * answers, successes and refusals alike, are held to the document; openapi.test.ts makes sure
 * every documented call is among them.
 */

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';

interface Operation {
  method: Method;
  /** The document's path, `/api/v1/orders/{id}`. */
  template: string;
  pattern: RegExp;
  responses: OpenAPIV3_1.ResponsesObject;
}

export interface Answer {
  method: string;
  /** The request's path, with or without a query string. */
  path: string;
  status: number;
  contentType: string | null;
  body: string;
}

const pointer = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

export class Conformance {
  readonly operations: Operation[];
  /** `GET /api/v1/orders/{id} 200`: what the checked answers covered. */
  readonly seen = new Set<string>();
  private readonly ajv: Ajv2020;

  constructor(document: OpenAPIV3_1.Document) {
    this.ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(this.ajv);
    this.ajv.addSchema(document as object, 'openapi');
    this.operations = Object.entries(document.paths ?? {})
      .flatMap(([template, item]) =>
        (['get', 'put', 'post', 'delete', 'patch'] as const).flatMap((method) => {
          const operation = item?.[method];
          if (!operation) return [];
          const pattern = new RegExp(
            `^${template.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`,
          );
          return [{ method, template, pattern, responses: operation.responses ?? {} }];
        }),
      )
      // A fixed path before a template that would also match it (`export.csv` before `{id}`).
      .sort((a, b) => a.template.split('{').length - b.template.split('{').length);
  }

  operationFor(method: string, path: string): Operation | undefined {
    const bare = path.split('?')[0] ?? path;
    const lower = method.toLowerCase();
    return this.operations.find((op) => op.method === lower && op.pattern.test(bare));
  }

  /** Throws, naming what differs, when an answer is not what the document promises. */
  check(answer: Answer): void {
    const operation = this.operationFor(answer.method, answer.path);
    if (!operation) {
      // Only an unknown route's 404 (and a method the route lacks) may be undocumented.
      if (answer.status === 404 || answer.status === 405) return;
      throw new Error(`${answer.method} ${answer.path}: not in the OpenAPI document`);
    }
    // A route without a description yet: openapi.test.ts names it, its answers are not judged.
    if (!operation.responses.default) return;
    const name = `${operation.method.toUpperCase()} ${operation.template}`;
    this.seen.add(`${name} ${answer.status}`);
    const key = String(answer.status);
    const documented = operation.responses[key] ? key : 'default';
    const response = operation.responses[documented] as OpenAPIV3_1.ResponseObject | undefined;
    if (!response) throw new Error(`${name}: answered ${key}, which is not documented`);
    const media = Object.keys(response.content ?? {});
    if (media.length === 0) {
      if (answer.body !== '') throw new Error(`${name}: ${key} is documented without a body`);
      return;
    }
    const type = (answer.contentType ?? '').split(';')[0]?.trim() ?? '';
    if (!media.includes(type)) {
      throw new Error(`${name}: ${key} answered ${type || 'no type'}, documented ${media}`);
    }
    if (type !== 'application/json') return;
    const schemaRef = `openapi#/paths/${pointer(operation.template)}/${operation.method}/responses/${documented}/content/${pointer(type)}/schema`;
    const validate = this.ajv.getSchema(schemaRef);
    if (!validate) throw new Error(`${name}: no schema at ${schemaRef}`);
    const body: unknown = JSON.parse(answer.body);
    if (!validate(body)) {
      const errors = (validate.errors ?? [])
        .slice(0, 5)
        .map((error) => `${error.instancePath || '(answer)'} ${error.message}`)
        .join('; ');
      throw new Error(
        `${name}: ${key} answer does not match the document: ${errors}\n${answer.body.slice(0, 500)}`,
      );
    }
  }
}

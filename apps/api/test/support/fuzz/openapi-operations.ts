/** The slice of an OpenAPI 3 document the fuzz suite reads: operations, their parameters and bodies. */

export interface Schema {
  type?: string;
  format?: string;
  enum?: unknown[];
  nullable?: boolean;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  allOf?: Schema[];
  $ref?: string;
  example?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  additionalProperties?: boolean | Schema;
}

interface Parameter {
  name: string;
  schema: Schema;
}

export interface Operation {
  /** `GET /api/site/products/{id}` */
  id: string;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  pathParams: Parameter[];
  query: Parameter[];
  headers: Parameter[];
  body?: {
    json: boolean;
    multipart: boolean;
    /** Text fields (name → schema). */
    fields: Record<string, Schema>;
    /** File fields (`format: binary`). */
    files: string[];
  };
}

interface RawParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: Schema;
}

interface RawOperation {
  parameters?: RawParameter[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, RawOperation>>;
  components?: { schemas?: Record<string, Schema> };
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** A schema with `$ref` and `allOf` resolved one level deep (what Nest's generator emits). */
function resolve(doc: OpenApiDocument, schema: Schema | undefined): Schema {
  if (!schema) return {};
  if (schema.$ref) return resolve(doc, doc.components?.schemas?.[schema.$ref.replace('#/components/schemas/', '')]);
  if (schema.allOf) {
    const parts = schema.allOf.map((s) => resolve(doc, s));
    return { type: 'object', properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})) as Record<string, Schema> };
  }
  return schema;
}

/** Every operation of the document. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const params = raw.parameters ?? [];
      const of = (where: RawParameter['in']) =>
        params.filter((p) => p.in === where).map((p) => ({ name: p.name, schema: resolve(doc, p.schema) }));
      const operation: Operation = {
        id: `${method.toUpperCase()} ${path}`,
        method: method as Operation['method'],
        path,
        pathParams: of('path'),
        query: of('query'),
        headers: of('header'),
      };
      // Path parameters the document forgot are still substituted (as ids).
      for (const name of path.match(/\{(\w+)\}/g)?.map((m) => m.slice(1, -1)) ?? []) {
        if (!operation.pathParams.some((p) => p.name === name)) operation.pathParams.push({ name, schema: { type: 'string' } });
      }
      const content = raw.requestBody?.content;
      if (content) {
        const schema = resolve(doc, Object.values(content)[0]?.schema);
        const fields: Record<string, Schema> = {};
        const files: string[] = [];
        for (const [name, property] of Object.entries(schema.properties ?? {})) {
          const resolved = resolve(doc, property);
          if (resolved.format === 'binary') files.push(name);
          else fields[name] = resolved;
        }
        operation.body = { json: 'application/json' in content, multipart: 'multipart/form-data' in content, fields, files };
      } else if (method === 'post' || method === 'put' || method === 'patch') {
        operation.body = { json: true, multipart: false, fields: {}, files: [] };
      }
      operations.push(operation);
    }
  }
  return operations;
}

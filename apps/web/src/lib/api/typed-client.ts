import { api, type ApiClient } from '@/lib/api-client';
import type { components, paths } from '@/lib/api/schema.gen';

/**
 * The web's calls, typed by the API contract (`schema.gen.ts`, generated from the server's OpenAPI document
 * by `npm run contract`). Every call names an operation by its route template and method; its path
 * parameters, query, body and answer are the server's own types, so renaming a field or a path on the server
 * is a type error here. It adds no rules of its own: each call goes through the app's API client
 * (`api-client.ts`: X-Tenant-Domain, no Authorization on /site/, local rejection without a token, the
 * 401/403 logout rule, the error shape). No runtime weight beyond building the URL.
 */

/** The contract's routes without the `/api` prefix the client adds. */
type Routes = { [P in keyof paths as P extends `/api${infer Route}` ? Route : never]: paths[P] };

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

type OperationOf<R extends keyof Routes, M extends Method> = NonNullable<Routes[R][M]>;

/** The route templates that have method `M`, e.g. `RouteWith<'get'>` includes `'/site/products/{id}'`. */
export type RouteWith<M extends Method> = {
  [R in keyof Routes]: Routes[R][M] extends { responses: unknown } ? R : never;
}[keyof Routes];

type Responses<R extends keyof Routes, M extends Method> = OperationOf<R, M>['responses'];

/** What a success answer carries: its JSON (or CSV/HTML text), nothing for 204. */
type ContentOf<T> = T extends { content: { 'application/json': infer Json } }
  ? Json
  : T extends { content: { 'text/csv': infer Text } }
    ? Text
    : T extends { content: { 'text/html': infer Html } }
      ? Html
      : undefined;

/** The answer of a successful call (200, 201 or 204). */
export type Answer<R extends RouteWith<M>, M extends Method> = {
  [S in keyof Responses<R, M>]: S extends 200 | 201 | 204 ? ContentOf<Responses<R, M>[S]> : never;
}[keyof Responses<R, M>];

type ParametersOf<R extends RouteWith<M>, M extends Method> = OperationOf<R, M>['parameters'];
type PathOf<R extends RouteWith<M>, M extends Method> = ParametersOf<R, M> extends { path: infer P } ? P : never;
type QueryOf<R extends RouteWith<M>, M extends Method> = ParametersOf<R, M> extends { query?: infer Q } ? Q : never;

type BodyContent<R extends RouteWith<M>, M extends Method> = OperationOf<R, M> extends { requestBody?: { content: infer C } } ? C : never;
/** A JSON body as documented, or FormData where the operation also takes multipart (files). */
export type Body<R extends RouteWith<M>, M extends Method> =
  | (BodyContent<R, M> extends { 'application/json': infer Json } ? Json : never)
  | (BodyContent<R, M> extends { 'multipart/form-data': unknown } ? FormData : never);

type Defined<K extends string, T> = [T] extends [never]
  ? { [key in K]?: never }
  : [T] extends [undefined]
    ? { [key in K]?: never }
    : { [key in K]: T };

/** `path` when the route has parameters, `query` (optional) when it takes one, `body` when it has one. */
export type CallOptions<R extends RouteWith<M>, M extends Method> = Defined<'path', PathOf<R, M>> &
  Partial<Defined<'query', QueryOf<R, M>>> &
  Partial<Defined<'body', Body<R, M>>> & {
    signal?: AbortSignal;
    headers?: Record<string, string>;
  };

/** Options may be left out when the route has no path parameters. */
type OptionsArgument<R extends RouteWith<M>, M extends Method> = [PathOf<R, M>] extends [never] | [undefined]
  ? [options?: CallOptions<R, M>]
  : [options: CallOptions<R, M>];

type QueryValue = string | number | boolean | null | undefined;

/** `/tenants/{tenantId}/products` + `{ tenantId: 'a/b' }` → `/tenants/a%2Fb/products`, then the query string. */
export function routeUrl(route: string, path?: Record<string, string | number>, query?: Record<string, QueryValue>): string {
  const url = route.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = path?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${route}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${url}?${text}` : url;
}

export function createTypedClient(client: ApiClient) {
  function call<M extends Method, R extends RouteWith<M>>(method: M, route: R, options?: CallOptions<R, M>): Promise<Answer<R, M>> {
    const { path, query, body, signal, headers } = (options ?? {}) as {
      path?: Record<string, string | number>;
      query?: Record<string, QueryValue>;
      body?: unknown;
      signal?: AbortSignal;
      headers?: Record<string, string>;
    };
    const url = routeUrl(route, path, query);
    const rest = { signal, headers };
    switch (method) {
      case 'get':
        return client.get(url, rest);
      case 'delete':
        return client.delete(url, rest);
      case 'post':
        return client.post(url, body, rest);
      case 'patch':
        return client.patch(url, body, rest);
      default:
        return client.put(url, body, rest);
    }
  }
  return {
    get: <R extends RouteWith<'get'>>(route: R, ...[options]: OptionsArgument<R, 'get'>) => call('get', route, options),
    post: <R extends RouteWith<'post'>>(route: R, ...[options]: OptionsArgument<R, 'post'>) => call('post', route, options),
    put: <R extends RouteWith<'put'>>(route: R, ...[options]: OptionsArgument<R, 'put'>) => call('put', route, options),
    patch: <R extends RouteWith<'patch'>>(route: R, ...[options]: OptionsArgument<R, 'patch'>) => call('patch', route, options),
    delete: <R extends RouteWith<'delete'>>(route: R, ...[options]: OptionsArgument<R, 'delete'>) => call('delete', route, options),
  };
}

export type TypedClient = ReturnType<typeof createTypedClient>;

/** The app's typed calls, over the app's API client. */
export const typedApi: TypedClient = createTypedClient(api);

/** A schema of the contract by name: `Schema<'PublicProductView'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

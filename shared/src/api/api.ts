import type { paths } from './openapi.gen';
import type { ApiBody, ApiData, ApiPath, ApiQuery } from './api-types';
import { apiClient, type ApiClient } from './api-client';
import type { UploadOptions } from './send-form';

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';
/** The paths of the OpenAPI document that take `M`. */
export type PathWith<M extends Method> = { [P in ApiPath]: [NonNullable<paths[P][M & keyof paths[P]]>] extends [never] ? never : P }[ApiPath];
/** The `{name}` parameters of a path, as text. */
type PathParams<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? { [K in Name]: string } & PathParams<Rest> : unknown;
type Needs<P extends string> = P extends `${string}{${string}` ? { params: PathParams<P> } : { params?: undefined };
/** Query parameters the server defaults (page, sort...) may be left out. */
type QueryOf<P extends ApiPath, M extends Method> = [ApiQuery<P, M>] extends [never] ? unknown : { query?: Partial<ApiQuery<P, M>> };
type Options<P extends ApiPath, M extends Method> = Needs<P> & QueryOf<P, M> & { signal?: AbortSignal };

/** `/api/seller/orders/{id}/status` with `{ id }` -> `seller/orders/<id>/status` for the client. */
export function fillPath(path: string, params: Record<string, string> | undefined): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path} needs its ${name} parameter`);
    return encodeURIComponent(value);
  });
  return filled.replace(/^\/api\//, '');
}

/** The query's members that have a value (undefined, null and '' are left out), or none at all. */
function searchParamsOf(query: unknown): Record<string, string | number | boolean> | undefined {
  if (!query || typeof query !== 'object') return undefined;
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' ? value !== '' : typeof value === 'number' || typeof value === 'boolean') out[key] = value as string | number | boolean;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/**
 * The API client's calls named by their OpenAPI path, once: the body a call takes, its path and
 * query parameters and the `data` it answers are the generated types of that path, so a call that
 * does not match the server fails the typecheck.
 */
export function typedApi(client: ApiClient = apiClient) {
  // The signatures below type each call; inside, the options are one plain shape.
  const send = async <P extends ApiPath, M extends Method>(method: M, path: P, options: unknown, body?: unknown): Promise<ApiData<P, M>> => {
    const o = (options ?? {}) as { params?: Record<string, string>; query?: unknown; signal?: AbortSignal };
    const url = fillPath(path, o.params);
    const searchParams = searchParamsOf(o.query);
    const request = { ...(searchParams ? { searchParams } : {}), ...(o.signal ? { signal: o.signal } : {}) };
    const extra = Object.keys(request).length > 0 ? [request] : [];
    const answer =
      method === 'get' || method === 'delete'
        ? await client[method]<{ data: ApiData<P, M> }>(url, ...extra)
        : await client[method as 'post' | 'patch' | 'put']<{ data: ApiData<P, M> }>(url, body, ...extra);
    return answer.data;
  };
  return {
    get: <P extends PathWith<'get'>>(path: P, ...[options]: OptionalIfEmpty<Options<P, 'get'>>) => send('get', path, options),
    post: <P extends PathWith<'post'>>(path: P, body: ApiBody<P, 'post'>, ...[options]: OptionalIfEmpty<Options<P, 'post'>>) =>
      send('post', path, options, body),
    patch: <P extends PathWith<'patch'>>(path: P, body: ApiBody<P, 'patch'>, ...[options]: OptionalIfEmpty<Options<P, 'patch'>>) =>
      send('patch', path, options, body),
    put: <P extends PathWith<'put'>>(path: P, body: ApiBody<P, 'put'>, ...[options]: OptionalIfEmpty<Options<P, 'put'>>) => send('put', path, options, body),
    delete: <P extends PathWith<'delete'>>(path: P, ...[options]: OptionalIfEmpty<Options<P, 'delete'>>) => send('delete', path, options),
    // Multipart bodies are read field by field on the server, so the document does not type them;
    // the path, its parameters and the answer still are.
    postForm: <P extends PathWith<'post'>>(path: P, form: FormData, ...[options]: OptionalIfEmpty<Options<P, 'post'>>) => send('post', path, options, form),
    patchForm: <P extends PathWith<'patch'>>(path: P, form: FormData, ...[options]: OptionalIfEmpty<Options<P, 'patch'>>) => send('patch', path, options, form),
    /** A multipart POST that reports how much of the body was sent (file uploads). */
    upload: async <P extends PathWith<'post'>>(path: P, form: FormData, ...[options]: OptionalIfEmpty<Options<P, 'post'> & UploadOptions>) => {
      const { params, ...uploadOptions } = (options ?? {}) as { params?: Record<string, string> } & UploadOptions;
      return (await client.upload<{ data: ApiData<P, 'post'> }>(fillPath(path, params), form, uploadOptions)).data;
    },
  };
}

/** Options may be left out unless they hold a required member (a path parameter). */
type OptionalIfEmpty<O> = O extends { params: object } ? [options: O] : [options?: O];

/** The portal's typed calls, over the one API client. */
export const api = typedApi();

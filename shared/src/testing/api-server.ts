/**
 * A fake API server for component tests (docs/decisions/0268): the screen under test sends its real
 * requests through the portal's HTTP client (ky, the bearer header, the error mapping) and MSW
 * answers them at the network boundary, with answers declared by OpenAPI path and method and typed
 * by the generated types. A request nobody answered fails the test.
 *
 *   const server = setupApiServer();
 *   server.answer('get', '/api/support/tickets', () => ({ data: { tickets } }));
 *   server.answer('post', '/api/support/tickets', ({ body }) => errorAnswer(400, `${body.subject} is taken`));
 *   expect(server.requestsTo('post', '/api/support/tickets')[0]?.body).toEqual({ ... });
 *
 * Needs the jest preset's `fetch: true` (jsdom with Node's fetch). MSW is loaded when the server
 * starts, not when this file is imported: other tests import this package's testing helpers under
 * plain jsdom, where MSW cannot load.
 */
import type * as Msw from 'msw';
import type { SetupServer } from 'msw/node';
import type { PathWith } from '../api/api';
import type { ApiBody, ApiPath, ApiQuery, ApiResponse } from '../api/api-types';

export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

type PathParams<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? { [K in Name]: string } & PathParams<Rest> : unknown;
/** The `{name}` parameters of an OpenAPI path, as the request's address gave them (decoded). */
export type ParamsOf<P extends string> = P extends `${string}{${string}` ? PathParams<P> : Record<string, never>;
/** The query an operation takes, each member as the text the address carried. */
export type QueryOf<P extends ApiPath, M extends ApiMethod> = [ApiQuery<P, M>] extends [never]
  ? Record<string, string>
  : { [K in keyof ApiQuery<P, M>]?: string };

/** A request the server answered: what a test asserts the screen asked for. */
export interface AskedRequest<P extends ApiPath = ApiPath, M extends ApiMethod = ApiMethod> {
  method: M;
  /** The OpenAPI path that answered it, e.g. `/api/support/tickets/{id}`. */
  route: P;
  /** The address's path, e.g. `/api/support/tickets/t1`. */
  path: string;
  params: ParamsOf<P>;
  query: QueryOf<P, M>;
  /** The JSON body (parsed), undefined when none was sent or it was not JSON. */
  body: ApiBody<P, M>;
  /** The request itself (headers, a multipart body). */
  request: Request;
}

/** An error answer: `status` with the server's error body, `{ message, errors? }`. */
export class ErrorAnswer {
  constructor(
    readonly status: number,
    readonly body: { message: string; errors?: Record<string, string> },
  ) {}
}

/** Answers `status` with `{ message }` (and field `errors`), as the server answers a refused or failed request. */
export function errorAnswer(status: number, message: string, errors?: Record<string, string>): ErrorAnswer {
  return new ErrorAnswer(status, errors ? { message, errors } : { message });
}

/** A file the server sends (a CSV export, a PDF): its bytes and their type. */
export class FileAnswer {
  constructor(
    readonly body: string | Uint8Array,
    readonly type: string,
  ) {}
}

/** Answers with a file, as the server answers a download: only for operations that answer no JSON. */
export function fileAnswer(body: string | Uint8Array, type: string): FileAnswer {
  return new FileAnswer(body, type);
}

/**
 * What a handler may answer: the operation's success body (typed by the OpenAPI document), or, for an
 * operation that answers a file instead of JSON, a file; or an error.
 */
export type ApiAnswer<P extends ApiPath, M extends ApiMethod> = ([ApiResponse<P, M>] extends [never] ? FileAnswer : ApiResponse<P, M>) | ErrorAnswer;
export type ApiResolver<P extends ApiPath, M extends ApiMethod> = (request: AskedRequest<P, M>) => ApiAnswer<P, M> | Promise<ApiAnswer<P, M>>;

export interface ApiServer {
  /**
   * Answers `method` `path` (an OpenAPI path, `{id}` parameters included) with what `resolve`
   * returns, called anew for each request, until the test ends. A later answer for the same path
   * replaces an earlier one; a path without parameters is matched before one with them (as the
   * server routes `/tickets/summary` before `/tickets/{id}`). Call it inside a test or a
   * beforeEach: the server starts in beforeAll.
   */
  answer<M extends ApiMethod, P extends PathWith<M>>(method: M, path: P, resolve: ApiResolver<P, M>): void;
  /** The requests answered for `method` `path` in this test, in the order they came. */
  requestsTo<M extends ApiMethod, P extends PathWith<M>>(method: M, path: P): AskedRequest<P, M>[];
  /** Every request answered in this test, in the order they came. */
  readonly requests: readonly AskedRequest[];
}

interface Entry {
  method: ApiMethod;
  route: ApiPath;
  resolve: ApiResolver<ApiPath, ApiMethod>;
  order: number;
}

let msw: typeof Msw | undefined;
let server: SetupServer | undefined;
let entries: Entry[] = [];
let asked: AskedRequest[] = [];
let unhandled: string[] = [];
let registered = false;

/** `/api/support/tickets/{id}` -> `/api/support/tickets/:id`, MSW's form; relative, so it matches the page's origin. */
const mswPath = (route: string) => route.replace(/\{(\w+)\}/g, ':$1');
const paramCount = (route: string) => (route.match(/\{/g) ?? []).length;

async function bodyOf(request: Request): Promise<unknown> {
  if (!(request.headers.get('content-type') ?? '').includes('json')) return undefined;
  const text = await request.clone().text();
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

function handlerOf(entry: Entry, lib: typeof Msw) {
  return lib.http[entry.method](mswPath(entry.route), async ({ request, params }) => {
    const url = new URL(request.url);
    const seen: AskedRequest = {
      method: entry.method,
      route: entry.route,
      path: url.pathname,
      params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) as AskedRequest['params'],
      query: Object.fromEntries(url.searchParams) as AskedRequest['query'],
      body: (await bodyOf(request)) as AskedRequest['body'],
      request,
    };
    asked.push(seen);
    const answer = await entry.resolve(seen);
    if (answer instanceof ErrorAnswer) return lib.HttpResponse.json(answer.body, { status: answer.status });
    if (answer instanceof FileAnswer) return new lib.HttpResponse(answer.body, { headers: { 'content-type': answer.type } });
    return lib.HttpResponse.json(answer as Msw.JsonBodyType);
  });
}

/** Puts the answers in force: fewer parameters first, then the latest first. */
function install() {
  if (!server || !msw) throw new Error('The API server is not running: call setupApiServer() at the top of the test file (or in a setup file)');
  const lib = msw;
  const ordered = [...entries].sort((a, b) => paramCount(a.route) - paramCount(b.route) || b.order - a.order);
  server.resetHandlers();
  server.use(...ordered.map((entry) => handlerOf(entry, lib)));
}

const api: ApiServer = {
  answer(method, path, resolve) {
    entries.push({ method, route: path, resolve: resolve as unknown as ApiResolver<ApiPath, ApiMethod>, order: entries.length });
    install();
  },
  requestsTo<M extends ApiMethod, P extends PathWith<M>>(method: M, path: P) {
    return asked.filter((r) => r.method === method && r.route === path) as unknown as AskedRequest<P, M>[];
  },
  get requests() {
    return asked;
  },
};

/**
 * Starts the fake API server for the test file (or, from a setup file, for every test file):
 * listening before all tests, forgetting the answers and requests after each, closing after all.
 * A request no answer matches is refused (MSW's `onUnhandledRequest: 'error'`) and fails the test
 * in which it was sent. Calling it again returns the same server.
 */
export function setupApiServer(): ApiServer {
  if (registered) return api;
  registered = true;
  beforeAll(async () => {
    const [lib, node] = await Promise.all([import('msw'), import('msw/node')]);
    const started = node.setupServer();
    started.events.on('request:unhandled', ({ request }) => {
      const url = new URL(request.url);
      unhandled.push(`${request.method} ${url.pathname}${url.search}`);
    });
    started.listen({ onUnhandledRequest: 'error' });
    msw = lib;
    server = started;
  });
  afterEach(() => {
    const missed = unhandled;
    entries = [];
    asked = [];
    unhandled = [];
    server?.resetHandlers();
    if (missed.length > 0) {
      throw new Error(`The test sent requests no answer matched (server.answer them):\n  ${missed.join('\n  ')}`);
    }
  });
  afterAll(() => {
    server?.close();
    server = undefined;
  });
  return api;
}

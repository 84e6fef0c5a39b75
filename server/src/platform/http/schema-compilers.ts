import { AjvCompiler, type BuildCompilerFromPool as ValidatorFactory } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type SerializerFactory = ReturnType<typeof SerializerSelector>;

/** What `map` holds under `key`, made and kept the first time it is asked for. */
function kept<V>(map: Map<string, V>, key: string, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

/**
 * The route schemas' validators and serializers, compiled once per process and kept.
 *
 * Fastify compiles every route's schemas when an app is built: about 200 routes, most of a second
 * of CPU. A process that builds one app (a server replica) compiles them once either way; one that
 * builds many (the server's test processes, the fuzzer, the CLI beside a server in tests) compiled
 * the same schemas again for each. A compiled function depends only on its schema's content, the
 * shared schemas (`app.addSchema`) and the compiler's options, so it is kept under those and handed
 * to the next app that asks: the schema objects differ from one build to the next (routes write
 * them inline), their JSON does not.
 */
function keep<Route extends { schema?: unknown }, Fn>(compile: (route: Route) => Fn, part: (route: Route) => string): (route: Route) => Fn {
  const done = new Map<string, Fn>();
  return (route) => kept(done, `${part(route)}\u0000${JSON.stringify(route.schema)}`, () => compile(route));
}

/** One compiler per shared-schema set and options (they do not change between builds), kept. */
function pooled<F extends (externalSchemas: never, options: never) => unknown>(make: F): F {
  const pool = new Map<string, ReturnType<F>>();
  return ((externalSchemas: Parameters<F>[0], options: Parameters<F>[1]) =>
    kept(pool, `${JSON.stringify(externalSchemas)}\u0000${JSON.stringify(options)}`, () => make(externalSchemas, options) as ReturnType<F>)) as F;
}

// The pool's compile function is typed as Ajv's, but Fastify calls it with the route's definition.
type ValidatorRoute = { schema?: unknown; httpPart?: string };
type CompileValidator = (route: ValidatorRoute) => unknown;

const ajv = AjvCompiler();

/**
 * Schema validators that coerce where text is all there is (query string, path, headers) and never
 * in a JSON body, which has numbers and booleans of its own. Coercing there let `"0x10"` or `true`
 * pass a union's number branch as 16 or 1 (a hex string recorded a PKR 16 payment); the money and
 * quantity fields that also take text parse it by the plain-decimal rules themselves.
 */
const compileValidators: ValidatorFactory = (externalSchemas, options) => {
  const coercing = ajv(externalSchemas, options) as unknown as CompileValidator;
  const strictOptions = { ...options, customOptions: { ...options?.customOptions, coerceTypes: false } } as Parameters<ValidatorFactory>[1];
  const strict = ajv(externalSchemas, strictOptions) as unknown as CompileValidator;
  const compile = keep<ValidatorRoute, unknown>(
    (route) => (route.httpPart === 'body' ? strict : coercing)(route),
    (route) => route.httpPart ?? '',
  );
  return compile as unknown as ReturnType<ValidatorFactory>;
};
export const buildValidator = pooled(compileValidators);

const fjs = SerializerSelector();

/** fast-json-stringify's serializers, as Fastify would build them, kept likewise. */
const compileSerializers: SerializerFactory = (externalSchemas, options) => keep(fjs(externalSchemas, options), () => '');
export const buildSerializer = pooled(compileSerializers);

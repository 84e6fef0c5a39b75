/**
 * Named schemas: registered once with Fastify (`registerComponents`), referenced by `$ref` from
 * route schemas (`ref`). Validation and serialization resolve the reference; the OpenAPI document
 * lists each one under components.schemas by its `$id` (platform/http/swagger.ts), so the generated
 * front-end types name it instead of repeating it inline at every use.
 */
import { Type, type Static, type TSchema, type TUnsafe } from 'typebox';
import type { FastifyInstance } from 'fastify';
import { DOMAIN_SCHEMAS } from './domain.ts';

export type NamedSchema = TSchema & { $id: string };

/** A reference to a named schema, with that schema's static type. */
export function ref<T extends NamedSchema>(schema: T): TUnsafe<Static<T>> {
  return Type.Unsafe<Static<T>>({ $ref: schema.$id });
}

/** Every named schema, in the order they may reference each other. */
export const COMPONENTS: NamedSchema[] = [...DOMAIN_SCHEMAS];

/** Adds every named schema to the app (before any route that references one). */
export function registerComponents(app: FastifyInstance): void {
  for (const schema of COMPONENTS) app.addSchema(schema);
}

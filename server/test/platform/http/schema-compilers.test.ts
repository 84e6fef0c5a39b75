import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Type } from '@fastify/type-provider-typebox';
import { buildSerializer, buildValidator } from '../../../src/platform/http/schema-compilers.ts';

type Validate = ((data: unknown) => boolean) & { errors?: unknown[] | null };
const OPTIONS = { customOptions: { coerceTypes: 'array', removeAdditional: true, useDefaults: true, allErrors: false } } as const;
// As Fastify builds each app: the shared schemas, then each route's own, written inline.
const validators = () => buildValidator({}, OPTIONS as never) as unknown as (route: { schema: unknown; httpPart: string }) => Validate;
const serializers = () =>
  buildSerializer({}, {}) as unknown as (route: { schema: unknown; method: string; url: string; httpStatus: string }) => (doc: unknown) => string;
const quantity = () => Type.Object({ quantity: Type.Number() });

describe('compiled schemas kept for the process', () => {
  test('a second app gets the validator the first compiled, though its schema is a new object', () => {
    const first = validators()({ schema: quantity(), httpPart: 'querystring' });
    const second = validators()({ schema: quantity(), httpPart: 'querystring' });
    assert.equal(second, first);
    assert.notEqual(validators()({ schema: Type.Object({ quantity: Type.Integer() }), httpPart: 'querystring' }), first, 'other content, its own');
  });

  test('a query string is coerced from text and a JSON body is not, kept or not', () => {
    for (let build = 0; build < 2; build += 1) {
      const query = { quantity: '5' };
      assert.equal(validators()({ schema: quantity(), httpPart: 'querystring' })(query), true);
      assert.deepEqual(query, { quantity: 5 });
      const body = validators()({ schema: quantity(), httpPart: 'body' });
      assert.equal(body({ quantity: '5' }), false, 'text in a body is not a number');
      assert.equal(body({ quantity: 5 }), true);
    }
  });

  test('a second app gets the serializer the first compiled, and it writes only what the schema names', () => {
    const route = (schema: unknown) => ({ schema, method: 'GET', url: '/x', httpStatus: '200' });
    const first = serializers()(route(quantity()));
    assert.equal(serializers()(route(quantity())), first);
    assert.equal(first({ quantity: 3, secret: 'kept out' }), '{"quantity":3}');
  });
});

import fp from 'fastify-plugin';

interface PropertySchema {
  type?: unknown;
  minimum?: number;
  maximum?: number;
}

function propertiesOf(schema: unknown): Record<string, PropertySchema> | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const props = (schema as { properties?: unknown }).properties;
  return typeof props === 'object' && props !== null ? (props as Record<string, PropertySchema>) : undefined;
}

function numberProblem(s: PropertySchema): string {
  if (s.minimum !== undefined && s.maximum !== undefined) return `must be a number from ${s.minimum} to ${s.maximum}`;
  return 'must be a number in plain digits';
}

/** Numbers as people write them in a URL: digits, a sign, a decimal point; no hex, exponent or spaces. */
const PLAIN_NUMBER = { integer: /^-?\d{1,15}$/, number: /^-?\d{1,15}(?:\.\d{1,15})?$/ } as const;

/** Shaped as a schema validation error, so the error handler words it as it words those. */
function invalidQuery(field: string, message: string): Error {
  return Object.assign(new Error(`querystring/${field} ${message}`), {
    statusCode: 400,
    validation: [{ instancePath: `/${field}`, message }],
    validationContext: 'querystring',
  });
}

/**
 * Checks of the raw query string that ajv's coercion cannot make, before the route schema runs:
 * a parameter the route declares as one value must come once (`status=a&status=b` arrives as an
 * array), and a number must be written in plain digits (ajv coerces `1e400` to Infinity, which then
 * passes its minimum and maximum, and the database refuses it with a 500; and `0x10` to 16, `%2012`
 * to 12). Parameters a route does not
 * declare are left alone: the schema drops them.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      const props = propertiesOf(request.routeOptions.schema?.querystring);
      if (!props) return;
      const query = request.query as Record<string, unknown>;
      for (const [field, schema] of Object.entries(props)) {
        const value = query[field];
        if (value === undefined) continue;
        if (Array.isArray(value) && schema.type !== 'array') throw invalidQuery(field, 'must be given once');
        if ((schema.type === 'integer' || schema.type === 'number') && typeof value === 'string' && !PLAIN_NUMBER[schema.type].test(value)) {
          throw invalidQuery(field, numberProblem(schema));
        }
      }
    });
  },
  { name: 'agrihub-query', fastify: '5.x' },
);

/**
 * @jest-environment node
 */
import { HTTPError, TimeoutError } from 'ky';
import type { NormalizedOptions } from 'ky';
import { ApiError, errorMessage } from '../api-error';

const HUMAN = 'Something went wrong on our side, please try again';

function kyHttpError(status: number): HTTPError {
  const request = new Request('http://portal.test/api/x');
  return new HTTPError(new Response('', { status }), request, {} as NormalizedOptions);
}

describe('errorMessage', () => {
  it("shows the server's message of a normalised error", () => {
    expect(errorMessage(new ApiError('An account with this email already exists', 409), 'Signup failed')).toBe('An account with this email already exists');
  });

  it("never shows a network failure's library text", () => {
    expect(errorMessage(new TypeError('Failed to fetch'), 'Signup failed')).toBe(HUMAN);
    expect(errorMessage(new TypeError('NetworkError when attempting to fetch resource.'), 'Signup failed')).toBe(HUMAN);
    expect(errorMessage(new TimeoutError(new Request('http://portal.test/api/x')), 'Signup failed')).toBe(HUMAN);
  });

  it("never shows ky's text of a raw HTTPError: a 5xx is the human message, a 4xx the screen's fallback", () => {
    expect(errorMessage(kyHttpError(500), 'Failed to load products')).toBe(HUMAN);
    expect(errorMessage(kyHttpError(503), 'Failed to load products')).toBe(HUMAN);
    expect(errorMessage(kyHttpError(404), 'Failed to load products')).toBe('Failed to load products');
  });

  it("keeps the spec's fallback when the error says nothing", () => {
    expect(errorMessage(new Error(''), 'Signup failed')).toBe('Signup failed');
    expect(errorMessage('boom', 'Login failed')).toBe('Login failed');
    expect(errorMessage(new Error('Login failed: No token received'), 'Login failed')).toBe('Login failed: No token received');
  });
});

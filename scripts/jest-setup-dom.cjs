// jsdom leaves out some web platform globals that Node has and our libraries use (react-router
// needs TextEncoder); take them from Node.
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
require('@testing-library/jest-dom');

// With the preset's `fetch: true` (jest-fixed-jsdom) Request is Node's, which refuses a relative URL
// where a browser's resolves it against the page; ky builds `new Request('/api/...')`. Resolve it
// against the page's address (http://localhost/) as a browser does. jsdom alone has no Request:
// nothing changes there.
if (typeof globalThis.Request === 'function' && typeof globalThis.location !== 'undefined') {
  const NodeRequest = globalThis.Request;
  globalThis.Request = class Request extends NodeRequest {
    constructor(input, init) {
      super(typeof input === 'string' || input instanceof URL ? new URL(input, globalThis.location.href) : input, init);
    }
  };
}

// Testing Library's find* queries and waitFor give up after 1 s by default. On CI, eight packages'
// jest workers share two cores, and a lazily loaded page under jsdom took longer than that to show
// (the Settings page's second render failed there while it passed here). Wait up to 5 s: a screen that
// never shows still fails, it only fails later.
require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });

// jsdom leaves out some web platform globals that Node has and our libraries use (react-router
// needs TextEncoder); take them from Node.
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
require('@testing-library/jest-dom');

// Testing Library's find* queries and waitFor give up after 1 s by default. On CI, eight packages'
// jest workers share two cores, and a lazily loaded page under jsdom took longer than that to show
// (the Settings page's second render failed there while it passed here). Wait up to 5 s: a screen that
// never shows still fails, it only fails later.
require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });

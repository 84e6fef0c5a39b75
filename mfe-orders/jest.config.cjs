// fetch: the tests answer the portal's HTTP calls with MSW (docs/decisions/0268).
module.exports = require('../jest.preset.cjs')({ fetch: true });

// ky ships ESM only: let swc transpile it like our own sources (jest's default skips node_modules).
module.exports = { ...require('../jest.preset.cjs')(), transformIgnorePatterns: ['/node_modules/(?!ky/)'] };

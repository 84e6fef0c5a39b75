// `@agrihub/shared/domain`: the server's named lists of values (server/src/platform/schemas/domain.ts), each
// a type and an array of its values as `npm run gen:api` generates them from the OpenAPI document.
// Remotes take statuses, categories, roles and the like through the root entry, which re-exports this
// one (so a page downloads them once, with the rest of @agrihub/shared); the e2e suite imports this
// entry itself, without React. Both add only the labels they show: a value the server adds or drops
// fails their typecheck where a label is missing.
// Everything the generator writes: types only, but for the arrays of the named lists, so a list the
// server adds reaches here with no edit.
export * from './api/openapi.gen';

// `@agrihub/shared/messages`: the message catalog the server translates its answers with, the same
// one the browser uses for the messages of the shared validation rules (docs/i18n.md).
export { translateMessage, hasMessage, compileTemplate } from './message-catalog';
export type { MessageCatalog } from './message-catalog';
export { URDU_MESSAGES } from './messages-ur';

/**
 * What other modules may use of documents: everything else in this folder is its own business
 * (lint refuses an import that reaches past this file).
 */
export { findDocumentFile } from './queries/documents.ts';

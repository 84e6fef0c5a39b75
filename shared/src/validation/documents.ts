/** The document upload's field limits: the server refuses past them, the upload form says so before sending. */
export const DOCUMENT_LIMITS = { description: 500 } as const;

/**
 * The upload contract: the largest file the server takes (a product image or a document), which the
 * forms also refuse before sending. The server's multipart limit reads it from here.
 */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

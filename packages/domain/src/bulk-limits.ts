/**
 * The most rows one bulk action takes (issue 23), zod-free so every list page's bar reads it without loading zod:
 * one request stays well under the request timeout and one operation-log entry readable.
 */
export const BULK_MAX = 500;

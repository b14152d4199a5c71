// The Content-Security-Policy of the API reference page (GET /api/docs, routes/api-docs.ts): scripts
// from our own origin only (Swagger UI's bundle and its start-up file, no inline script). Imports
// nothing, so that scripts/lib/security-headers.ts can give Firebase Hosting the same policy.

export const API_REFERENCE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // Swagger UI sets styles inline; styles cannot run script.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

// The Content-Security-Policy of the API reference page (GET /api/docs). Our CSP forbids inline and
// third-party scripts; Scalar's page has exactly one inline script, its start-up call with a fixed
// configuration (routes/api-docs.ts), allowed here by its hash. Imports nothing, so that
// scripts/lib/security-headers.ts can give Firebase Hosting the same policy for /api/docs. A test
// fails when the page's inline script no longer matches the hash (a Scalar update or a config change):
// it prints the new one (functions/test/api/http/openapi.contract.test.ts).

export const API_REFERENCE_SCRIPT_HASH = "'sha256-RY0Z4h7ZEBJKPvqdwYGDrzxy8zwlZnY4+4zrt0Hr1To='";

export const API_REFERENCE_CSP = [
  "default-src 'self'",
  `script-src 'self' ${API_REFERENCE_SCRIPT_HASH}`,
  // Scalar injects its styles; styles cannot run script.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

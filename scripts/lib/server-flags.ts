// How Node runs the product's server (scripts/start.ts): `npm start` and startProduct (benchmarks,
// end-to-end tests) pass the same flags, and a test holds package.json's start script to them.
//
// A young generation of 32 MB per semi-space instead of V8's default 16: a request allocates many
// short-lived objects (Requests, Headers, JSON, documents), and with the default the scavenger ran
// often enough to take 6-10% of the API's main thread under the write mix; with 32 MB, 4%
// (npm run bench:load -- --cpu-prof, issue 19). It costs at most 32 MB more memory. Production's
// functions take the same flag from NODE_OPTIONS in their environment (README, Speed).
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=32'];

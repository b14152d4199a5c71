// How Node runs the product's server (scripts/start.ts): `npm start` and startProduct (benchmarks,
// end-to-end tests) pass the same flags, and a test holds package.json's start script to them. The unit
// tests run under them too (vite.config.ts), so the store is tested as it runs.
//
// A young generation of 32 MB per semi-space instead of V8's default 16: a request allocates many
// short-lived objects (Requests, Headers, JSON, documents), and with the default the scavenger ran
// often enough to take 6-10% of the API's main thread under the write mix; with 32 MB, 4%
// (npm run bench:load -- --cpu-prof, issue 19). It costs at most 32 MB more memory.
//
// AsyncLocalStorage on V8's context frames instead of async_hooks (the default from Node 24): the store's
// two (`insideTransaction`, the exactly-once request scope) otherwise install promise hooks that run on
// every promise of every request, about 3% of the write mix's main thread plus their allocations;
// alternating quiet runs of the write mix: 1,423-1,507 req/s at 1,034-1,078 µs of CPU per request with
// it, 1,231-1,297 at 1,183-1,271 without.
//
// Production's functions take the same flags from NODE_OPTIONS in their environment (README, Speed).
export const SERVER_NODE_FLAGS: readonly string[] = [
  '--max-semi-space-size=32',
  '--experimental-async-context-frame',
];

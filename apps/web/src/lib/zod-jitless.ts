// Zod compiles fast parsers with `new Function` after probing whether eval is allowed. Our
// CSP forbids eval, so the probe is reported as a CSP violation on every page with a schema.
// The interpreted parsers give the same answers. Zod reads its settings from this global
// (shared by every copy of Zod), so setting it here, before any schema module runs, keeps
// Zod itself out of the first-load bundle. The shell browser test fails if this stops working.
const shared = globalThis as { __zod_globalConfig?: Record<string, unknown> };
shared.__zod_globalConfig = { ...shared.__zod_globalConfig, jitless: true };

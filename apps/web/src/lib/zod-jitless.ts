// Zod compiles fast parsers with `new Function` after probing whether eval is allowed. Our
// CSP forbids eval, so the probe is reported as a CSP violation on every page that parses.
// The interpreted parsers give the same answers; this must run before the first parse.
import { config } from 'zod/v4/core';

config({ jitless: true });

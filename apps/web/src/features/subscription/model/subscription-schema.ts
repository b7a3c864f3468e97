// The form's schema, in a module of its own so the form can load it (and zod) when it first
// checks, not while the home page hydrates (docs/rendering.md).
export { subscribeRequestSchema } from '@recircuit/contract';

// The form's schema, in a module of its own so the form can load it (and zod) when it first
// checks, not while the data service's page hydrates (docs/rendering.md).
export { secureLinkRequestSchema } from '@recircuit/contract';

export * from './envelope.ts';
export * from './messages.ts';
export * from './constants.ts';
export * from './health.ts';
export * from './site.ts';
export * from './routes.ts';
export * from './accounts.ts';
export * from './catalogue.ts';

/** Every console query key starts with 'admin', so one invalidation refreshes the console after a change. */
export const adminKeys = {
  all: ['admin'] as const,
  overview: () => ['admin', 'overview'] as const,
  orders: (query: object) => ['admin', 'orders', query] as const,
  order: (kind: string, orderId: string) => ['admin', 'order', kind, orderId] as const,
  models: (query: object) => ['admin', 'models', query] as const,
  model: (modelId: string) => ['admin', 'model', modelId] as const,
  users: (query: object) => ['admin', 'users', query] as const,
  partners: () => ['admin', 'partners'] as const,
  audit: (query: object) => ['admin', 'audit', query] as const,
};

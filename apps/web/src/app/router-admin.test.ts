import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { routes } from './router';

describe('the operations console route', () => {
  it.each(['/admin', '/admin/orders/device', '/admin/orders/unknown/abc', '/admin/catalogue/new', '/admin/users'])(
    'sends %s to the one lazy console module, outside the site layout',
    (path) => {
      const matches = matchRoutes(routes, path) ?? [];
      const last = matches.at(-1)?.route;
      expect(last?.path).toBe('admin/*');
      expect(last?.lazy).toBeTypeOf('function');
      expect(matches.map((match) => match.route.id)).not.toContain('site');
    },
  );

  it('leaves /administrator to the not-found page', () => {
    const matches = matchRoutes(routes, '/administrator') ?? [];
    expect(matches.at(-1)?.route.path).toBe('*');
  });
});

import { describe, expect, it } from 'vitest';
import { validateProjectsSearch } from '../../lib/search-params';
import { hasProjectFilters, projectsPageInput } from './search';

describe('the projects address and list', () => {
  it('falls back to active for an unknown status', () => {
    expect(validateProjectsSearch({ status: 'done' }).status).toBe('active');
  });

  it('asks for active projects, 30 at a time, with the client, search and tag filters', () => {
    expect(projectsPageInput({})).toEqual({ status: 'active', limit: 30 });
    expect(
      projectsPageInput(validateProjectsSearch({ client: 'c1', tag: 'web', q: 'site', open: 'p1' })),
    ).toEqual({
      status: 'active',
      client: 'c1',
      q: 'site',
      tag: 'web',
      limit: 30,
    });
  });

  it('offers Clear for a status other than active, a search, a client or a tag', () => {
    expect(hasProjectFilters({})).toBe(false);
    expect(hasProjectFilters({ status: 'active', open: 'p1' })).toBe(false);
    expect(hasProjectFilters({ status: 'completed' })).toBe(true);
    expect(hasProjectFilters({ q: 'site' })).toBe(true);
    expect(hasProjectFilters({ client: 'c1' })).toBe(true);
    expect(hasProjectFilters({ tag: 'web' })).toBe(true);
  });
});

import { describe, expect, it } from '@jest/globals';
import { paramsOf, usersQueryOf } from './users-query';

describe("Manage Users' view in the URL", () => {
  it('reads defaults from a bare URL and writes them back as nothing', () => {
    const query = usersQueryOf(new URLSearchParams());
    expect(query).toMatchObject({ sort: 'createdAt', order: 'desc', page: 1, pageSize: 25 });
    expect(paramsOf(query)).toEqual({});
  });

  it('round-trips a search, filters, sort and page', () => {
    const params = new URLSearchParams(
      'q=asha&role=trader&status=suspended&emailVerified=false&sort=name&order=asc&page=3',
    );
    const query = usersQueryOf(params);
    expect(query).toMatchObject({ q: 'asha', role: 'trader', emailVerified: false, page: 3 });
    expect(paramsOf(query)).toEqual({
      q: 'asha',
      role: 'trader',
      status: 'suspended',
      emailVerified: 'false',
      sort: 'name',
      order: 'asc',
      page: '3',
    });
  });

  it('keeps the good parts of a hand-edited URL', () => {
    const query = usersQueryOf(new URLSearchParams('role=wizard&page=2&sort=shoeSize'));
    expect(query).toMatchObject({ page: 2, sort: 'createdAt' });
    expect(query.role).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './same-origin-path.ts';

describe('the path after signing in', () => {
  it.each([
    ['/admin', '/admin'],
    ['/admin/pickups?page=2#top', '/admin/pickups?page=2#top'],
    ['/customers/../admin', '/admin'],
  ])('follows %j to %j', (next, path) => {
    expect(sameOriginPath(next)).toBe(path);
  });

  it.each([
    ['/\t/other.example/login'],
    ['/\n/other.example'],
    ['/\\\\other.example'],
    ['/\\other.example'],
    ['//other.example'],
    ['/.//other.example'],
    ['https://other.example/admin'],
    ['javascript:alert(1)'],
    ['admin'],
    [''],
    [null],
    [`/${'a'.repeat(400)}`],
  ])('refuses %j', (next) => {
    expect(sameOriginPath(next)).toBeUndefined();
  });
});

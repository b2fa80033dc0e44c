import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from './query-string';

describe('plain query strings', () => {
  it('writes texts that look like numbers or booleans without quotes', () => {
    expect(stringifySearch({ verified: '1' })).toBe('?verified=1');
    expect(stringifySearch({ verified: 1, flag: true })).toBe('?verified=1&flag=true');
  });

  it('writes the list filters as a person would type them', () => {
    expect(stringifySearch({ status: 'archived', q: 'acme' })).toBe('?status=archived&q=acme');
    expect(stringifySearch({ q: 'a&b c', tag: 'design,web' })).toBe('?q=a%26b+c&tag=design%2Cweb');
  });

  it('leaves out missing and empty values, and writes nothing for an empty search', () => {
    expect(stringifySearch({ status: undefined, q: '', open: null })).toBe('');
    expect(stringifySearch({})).toBe('');
  });

  it('repeats the key of a list', () => {
    expect(stringifySearch({ project: ['a', 'b'] })).toBe('?project=a&project=b');
  });

  it('reads values as texts, with or without the leading question mark', () => {
    expect(parseSearch('?verified=1&reset=ok')).toEqual({ verified: '1', reset: 'ok' });
    expect(parseSearch('status=archived&q=acme+inc')).toEqual({ status: 'archived', q: 'acme inc' });
    expect(parseSearch('')).toEqual({});
  });

  it('reads a repeated key as a list', () => {
    expect(parseSearch('?project=a&project=b')).toEqual({ project: ['a', 'b'] });
  });

  it('reads what it writes', () => {
    const search = { status: 'all', q: '100% "quoted" & more', open: '3f1e' };
    expect(parseSearch(stringifySearch(search))).toEqual(search);
  });
});

import { describe, expect, it } from 'vitest';
import { togglesAll } from './webhook-form';

describe('togglesAll', () => {
  it('unchecking "all events" turns it off, keeping the events picked before', () => {
    expect(togglesAll([], true)).toBe(true);
  });
  it('checking "all events" turns it on, whatever was picked', () => {
    expect(togglesAll(['client.created', '*'], false)).toBe(true);
  });
  it('picking or dropping one event is a change of the events', () => {
    expect(togglesAll(['client.created'], false)).toBe(false);
    expect(togglesAll([], false)).toBe(false);
  });
});

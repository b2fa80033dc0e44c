import type { Project } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { budgetPreview, isOverdue, splitTags, withStatus } from './project-rules';

describe('budget preview', () => {
  it('shows cents as an amount in the currency (in English)', () => {
    expect(budgetPreview(150000, 'USD')).toBe('$1,500.00');
    expect(budgetPreview('1999', 'EUR')).toBe('€19.99');
    expect(budgetPreview('5', 'GBP')).toBe('£0.05');
    expect(budgetPreview(0, 'CAD')).toBe('$0.00');
  });

  it('shows nothing for an empty field or a value that is not whole cents ≥ 0', () => {
    expect(budgetPreview('', 'USD')).toBeNull();
    expect(budgetPreview(null, 'USD')).toBeNull();
    expect(budgetPreview('-1', 'USD')).toBeNull();
    expect(budgetPreview('12.5', 'USD')).toBeNull();
    expect(budgetPreview('abc', 'USD')).toBeNull();
  });
});

describe('tags typed as text', () => {
  it('splits on commas and new lines, trims and drops empty parts', () => {
    expect(splitTags('design, web\nurgent ,, \n')).toEqual(['design', 'web', 'urgent']);
  });

  it('removes duplicates ignoring case, keeping the first spelling', () => {
    expect(splitTags('Design, design, DESIGN, Web')).toEqual(['Design', 'Web']);
  });

  it('gives no tags for an empty text', () => {
    expect(splitTags('')).toEqual([]);
    expect(splitTags(' , \n ')).toEqual([]);
  });
});

const project = (overrides: Partial<Project>): Project => ({
  _id: 'p1',
  title: 'Site',
  description: '',
  client: { _id: 'c1', name: 'Acme' },
  priceCents: 0,
  currency: 'USD',
  dueDate: null,
  tags: [],
  status: 'active',
  overdue: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('overdue', () => {
  const at = new Date('2026-11-24T12:00:00Z');

  it('is an active project due before today', () => {
    expect(isOverdue(project({ dueDate: '2026-11-23' }), 'UTC', at)).toBe(true);
    expect(isOverdue(project({ dueDate: '2026-11-24' }), 'UTC', at)).toBe(false);
    expect(isOverdue(project({ dueDate: null }), 'UTC', at)).toBe(false);
  });

  it("counts today in the user's time zone", () => {
    // 11:00 UTC on the 26th is already the 27th in Kiritimati (UTC+14).
    const now = new Date('2026-11-26T11:00:00Z');
    const due = project({ dueDate: '2026-11-26' });
    expect(isOverdue(due, 'Pacific/Kiritimati', now)).toBe(true);
    expect(isOverdue(due, 'UTC', now)).toBe(false);
    expect(withStatus({ ...due, status: 'completed' }, 'active', 'Pacific/Kiritimati', now).overdue).toBe(
      true,
    );
    expect(withStatus({ ...due, status: 'completed' }, 'active', 'UTC', now).overdue).toBe(false);
  });

  it('is never a completed or archived project', () => {
    expect(isOverdue(project({ dueDate: '2020-01-01', status: 'completed' }), 'UTC', at)).toBe(false);
    expect(isOverdue(project({ dueDate: '2020-01-01', status: 'archived' }), 'UTC', at)).toBe(false);
  });

  it('follows an optimistic status change', () => {
    const late = project({ dueDate: '2020-01-01', overdue: true });
    expect(withStatus(late, 'completed', 'UTC').overdue).toBe(false);
    expect(withStatus(withStatus(late, 'completed', 'UTC'), 'active', 'UTC').overdue).toBe(true);
  });
});

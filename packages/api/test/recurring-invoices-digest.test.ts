import { LOCALES } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import type { DigestEntry, OrgActivity } from '../src/activity-digest/activity-digest.queries';
import { composeDayDigest } from './helpers/digest';

/**
 * The activity email words what recurring invoices do: an invoice a series made and a series that
 * paused itself have no author among the members, and must not read "Someone …".
 */

const at = new Date('2026-11-27T10:00:00Z');
const entries: DigestEntry[] = [
  {
    orgId: 'org',
    userName: null,
    action: 'invoice_generated',
    entityType: 'invoice',
    objectId: '6f1c2a9e-3b5d-4e8f-9a7b-1c2d3e4f5a6b',
    entity: { number: 7, numberSuffix: null },
    createdAt: at,
  },
  ...(['created', 'series_paused', 'series_resumed'] as const).map((action) => ({
    orgId: 'org',
    userName: 'Mona Manager',
    action,
    entityType: 'recurring_invoice',
    objectId: '0b7c6d5e-4f3a-4b2c-8d1e-9f8a7b6c5d4e',
    entity: { name: 'Acme Corp' },
    createdAt: at,
  })),
  {
    orgId: 'org',
    userName: null,
    action: 'series_paused',
    entityType: 'recurring_invoice',
    objectId: '0b7c6d5e-4f3a-4b2c-8d1e-9f8a7b6c5d4e',
    entity: { name: 'Acme Corp' },
    createdAt: at,
  },
];
const counts: OrgActivity['counts'] = [
  { action: 'invoice_generated', entityType: 'invoice', count: 1 },
  { action: 'created', entityType: 'recurring_invoice', count: 1 },
  { action: 'series_paused', entityType: 'recurring_invoice', count: 2 },
  { action: 'series_resumed', entityType: 'recurring_invoice', count: 1 },
];

const compose = (locale: (typeof LOCALES)[number]) => composeDayDigest(locale, counts, entries);

describe('the activity email of recurring invoices', () => {
  it('reads in English as the activity log would say it', () => {
    const { text } = compose('en');
    expect(text).toContain('1 invoice made by a recurring invoice, 4 recurring invoice changes');
    expect(text).toContain('- Folio made invoice #0007 from a recurring invoice');
    expect(text).toContain('- Mona Manager created the recurring invoice for Acme Corp');
    expect(text).toContain('- Mona Manager paused the recurring invoice for Acme Corp');
    expect(text).toContain('- Mona Manager resumed the recurring invoice for Acme Corp');
    expect(text).toContain('- Folio paused the recurring invoice for Acme Corp');
  });

  it.each(LOCALES)('names the series and leaves no placeholder in %s', (locale) => {
    const lines = compose(locale)
      .text.split('\n')
      .filter((line) => line.startsWith('- '));
    expect(lines).toHaveLength(entries.length);
    expect(lines[0]).toContain('0007');
    for (const line of lines.slice(1)) expect(line).toContain('Acme Corp');
    for (const line of lines) expect(line).not.toMatch(/[{}_]/);
  });
});

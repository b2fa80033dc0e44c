import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../lib/format';
import { deliveryFacts, deliveryNote, finishedSince, pollInterval } from './delivery-rules';

describe('polling the deliveries', () => {
  it('polls every 2 s while one is queued or sending, and not at all otherwise', () => {
    expect(pollInterval([{ status: 'delivered' }, { status: 'queued' }])).toBe(2_000);
    expect(pollInterval([{ status: 'sending' }])).toBe(2_000);
    expect(pollInterval([{ status: 'delivered' }, { status: 'failed' }])).toBe(false);
    expect(pollInterval([])).toBe(false);
    expect(pollInterval(undefined)).toBe(false);
  });

  it('says when a delivery seen in flight has finished, once', () => {
    const seen = new Map();
    expect(finishedSince(seen, [{ _id: 'a', status: 'queued' }])).toBe(false);
    expect(finishedSince(seen, [{ _id: 'a', status: 'sending' }])).toBe(false);
    expect(finishedSince(seen, [{ _id: 'a', status: 'delivered' }])).toBe(true);
    expect(finishedSince(seen, [{ _id: 'a', status: 'delivered' }])).toBe(false);
  });

  it('does not count deliveries that were already finished when first seen', () => {
    const seen = new Map();
    expect(finishedSince(seen, [{ _id: 'a', status: 'failed' }])).toBe(false);
    // Retried: queued again, then failed again.
    expect(finishedSince(seen, [{ _id: 'a', status: 'queued' }])).toBe(false);
    expect(finishedSince(seen, [{ _id: 'a', status: 'failed' }])).toBe(true);
  });
});

describe('a delivery in words', () => {
  const base = {
    createdAt: '2026-03-04T10:00:00.000Z',
    deliveredAt: null,
    attempts: 0,
    requestedBy: { _id: 'u1', name: 'Ada Admin' },
  };

  it('names when it was asked for, or delivered, the attempts and the sender', () => {
    expect(deliveryFacts(base)).toBe(`${formatDateTime(base.createdAt)} · by Ada Admin`);
    expect(
      deliveryFacts({ ...base, attempts: 2, deliveredAt: '2026-03-04T10:05:00.000Z', requestedBy: null }),
    ).toBe(`${formatDateTime('2026-03-04T10:05:00.000Z')} · 2 attempts`);
    expect(deliveryFacts({ ...base, attempts: 1 })).toContain('· 1 attempt ·');
  });

  it('gives the reason of a failure, and says that a refused attempt is being retried', () => {
    expect(
      deliveryNote({ status: 'failed', attempts: 1, lastError: '550 5.1.1 Mailbox unavailable' }),
    ).toEqual({ tone: 'error', text: '550 5.1.1 Mailbox unavailable' });
    expect(deliveryNote({ status: 'failed', attempts: 1, lastError: null })?.tone).toBe('error');
    expect(deliveryNote({ status: 'queued', attempts: 2, lastError: '421 Try later' })?.text).toBe(
      'Attempt 2 failed: 421 Try later. Retrying.',
    );
    expect(deliveryNote({ status: 'queued', attempts: 0, lastError: null })).toBeNull();
    expect(deliveryNote({ status: 'sending', attempts: 2, lastError: '421 Try later' })).toBeNull();
    expect(deliveryNote({ status: 'delivered', attempts: 1, lastError: null })).toBeNull();
  });
});

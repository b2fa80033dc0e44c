import { describe, expect, it } from 'vitest';
import { hasLiveSubscription, knownStatus } from './billing-rules';

describe('subscription status', () => {
  it('shows an unknown value as inactive', () => {
    expect(knownStatus('past_due')).toBe('past_due');
    expect(knownStatus('paused')).toBe('inactive');
    expect(knownStatus(null)).toBe('inactive');
  });

  it('offers the portal when active or trialing, the upgrades otherwise', () => {
    expect(hasLiveSubscription('active')).toBe(true);
    expect(hasLiveSubscription('trialing')).toBe(true);
    for (const status of ['past_due', 'canceled', 'inactive', 'weird'])
      expect(hasLiveSubscription(status)).toBe(false);
  });
});

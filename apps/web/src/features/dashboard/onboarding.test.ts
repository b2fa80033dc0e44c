import type { DashboardSummary } from '@folio/contracts';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { onboardingSteps, summaryShows, useChecklistMemory } from './onboarding';

const summary = (overrides: Partial<DashboardSummary> = {}): DashboardSummary => ({
  totalClients: 0,
  activeProjects: 0,
  unpaidInvoices: 0,
  unpaidTotal: 0,
  currency: 'USD',
  revenueByMonth: [],
  otherCurrencies: [],
  recentActivity: [],
  ...overrides,
});

const doneByKey = (steps: { key: string; done: boolean }[]) =>
  Object.fromEntries(steps.map((step) => [step.key, step.done]));

describe('the onboarding steps', () => {
  it('are, in order: add a client, create a project, create an invoice, invite a teammate', () => {
    const steps = onboardingSteps(summary(), 1);
    expect(steps.map((step) => step.key)).toEqual(['client', 'project', 'invoice', 'invite']);
    expect(steps.map((step) => step.label)).toEqual([
      'Add your first client',
      'Create a project',
      'Create an invoice',
      'Invite a teammate',
    ]);
  });

  it('each lead to the place where the thing is made', () => {
    expect(onboardingSteps(summary(), 1).map((step) => step.to)).toEqual([
      '/clients/new',
      '/projects/new',
      '/invoices/new',
      '/org',
    ]);
  });

  it('are all open for a new organization with one member', () => {
    expect(doneByKey(onboardingSteps(summary(), 1))).toEqual({
      client: false,
      project: false,
      invoice: false,
      invite: false,
    });
  });

  it('mark the client step done once a client exists', () => {
    expect(doneByKey(onboardingSteps(summary({ totalClients: 1 }), 1))).toMatchObject({
      client: true,
      project: false,
    });
  });

  it('mark the project step done once a project exists', () => {
    expect(doneByKey(onboardingSteps(summary({ activeProjects: 2 }), 1))).toMatchObject({
      client: false,
      project: true,
    });
  });

  it('mark the invoice step done for an unpaid invoice, a paid month or revenue in another currency', () => {
    expect(doneByKey(onboardingSteps(summary({ unpaidInvoices: 1 }), 1)).invoice).toBe(true);
    const paid = summary({ revenueByMonth: [{ year: 2026, month: 3, total: 120 }] });
    expect(doneByKey(onboardingSteps(paid, 1)).invoice).toBe(true);
    const euros = summary({ otherCurrencies: [{ currency: 'EUR', unpaidTotal: 0, revenue: 50 }] });
    expect(doneByKey(onboardingSteps(euros, 1)).invoice).toBe(true);
  });

  it('do not count months without payments or currencies without revenue as an invoice', () => {
    const empty = summary({
      revenueByMonth: [{ year: 2026, month: 3, total: 0 }],
      otherCurrencies: [{ currency: 'EUR', unpaidTotal: 0, revenue: 0 }],
    });
    expect(doneByKey(onboardingSteps(empty, 1)).invoice).toBe(false);
  });

  it('mark a step done when the full list found the thing the summary cannot see (archived, completed, old)', () => {
    const steps = onboardingSteps(summary(), 1, { client: true, project: true, invoice: true });
    expect(doneByKey(steps)).toEqual({ client: true, project: true, invoice: true, invite: false });
  });

  it('leave a step open when the list found nothing either', () => {
    const steps = onboardingSteps(summary(), 1, { client: false, project: false, invoice: false });
    expect(steps.filter((step) => step.done)).toEqual([]);
  });

  it('need more than one member for the invite step', () => {
    expect(doneByKey(onboardingSteps(summary(), 0)).invite).toBe(false);
    expect(doneByKey(onboardingSteps(summary(), 1)).invite).toBe(false);
    expect(doneByKey(onboardingSteps(summary(), 2)).invite).toBe(true);
    expect(doneByKey(onboardingSteps(summary(), 12)).invite).toBe(true);
  });

  it('are all done with a client, a project, an invoice and a teammate', () => {
    const steps = onboardingSteps(summary({ totalClients: 1, activeProjects: 1, unpaidInvoices: 1 }), 2);
    expect(steps.every((step) => step.done)).toBe(true);
  });
});

describe('what the summary alone proves exists', () => {
  it('tells which lists need a look of their own', () => {
    expect(summaryShows(summary())).toEqual({ client: false, project: false, invoice: false });
    expect(summaryShows(summary({ totalClients: 3, activeProjects: 1, unpaidInvoices: 4 }))).toEqual({
      client: true,
      project: true,
      invoice: true,
    });
  });
});

class MemoryStorage {
  values = new Map<string, string>();
  getItem = (key: string) => this.values.get(key) ?? null;
  setItem = (key: string, value: string) => void this.values.set(key, String(value));
  removeItem = (key: string) => void this.values.delete(key);
}

type Memory = ReturnType<typeof useChecklistMemory>;

/** A component that only calls the hook and hands what it returned to `onRender`. */
function Probe({
  userId,
  orgId,
  onRender,
}: {
  userId: string;
  orgId: string;
  onRender: (memory: Memory) => void;
}) {
  onRender(useChecklistMemory(userId, orgId));
  return null;
}

/** Renders the probe once (as a page load does) and returns what the hook said. */
function checklistMemory(userId: string, orgId: string): Memory {
  let result: Memory | undefined;
  renderToString(
    createElement(Probe, {
      userId,
      orgId,
      onRender: (memory) => {
        result = memory;
      },
    }),
  );
  if (!result) throw new Error('the hook did not run');
  return result;
}

describe('the checklist memory', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'localStorage');
  });

  it('shows the checklist to someone who never dismissed or finished it', () => {
    expect(checklistMemory('u1', 'o1').hidden).toBe(false);
  });

  it('hides it for good once dismissed, for the same user and organization', () => {
    checklistMemory('u1', 'o1').remember('dismissed');
    expect(checklistMemory('u1', 'o1').hidden).toBe(true);
  });

  it('hides it for good once finished, even if a step later stops being true', () => {
    checklistMemory('u1', 'o1').remember('done');
    expect(checklistMemory('u1', 'o1').hidden).toBe(true);
  });

  it('remembers per user and per organization', () => {
    checklistMemory('u1', 'o1').remember('dismissed');
    // The same user in another organization, and another user of the same organization, still see it.
    expect(checklistMemory('u1', 'o2').hidden).toBe(false);
    expect(checklistMemory('u2', 'o1').hidden).toBe(false);
  });

  it('keeps the memory in local storage, so a reload or another tab agrees', () => {
    checklistMemory('u1', 'o1').remember('dismissed');
    expect([...storage.values.values()]).toEqual(['dismissed']);
    storage.values.clear();
    expect(checklistMemory('u1', 'o1').hidden).toBe(false);
  });

  it('ignores a stored value it does not know', () => {
    checklistMemory('u1', 'o1').remember('dismissed');
    const [key] = [...storage.values.keys()];
    storage.values.set(key!, 'maybe');
    expect(checklistMemory('u1', 'o1').hidden).toBe(false);
  });

  it('still shows the checklist, without failing, when storage is disabled', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    Object.defineProperty(globalThis, 'localStorage', { value: blocked, configurable: true });
    const memory = checklistMemory('u1', 'o1');
    expect(memory.hidden).toBe(false);
    expect(() => memory.remember('dismissed')).not.toThrow();
  });
});

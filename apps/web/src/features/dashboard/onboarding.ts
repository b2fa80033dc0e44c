import type { DashboardSummary } from '@folio/contracts';
import { useCallback, useState } from 'react';

/** SPEC §4 onboarding checklist: four steps, each complete when the thing exists. */
export type OnboardingStep = { key: string; label: string; hint: string; to: string; done: boolean };

export function onboardingSteps(summary: DashboardSummary, memberCount: number): OnboardingStep[] {
  const paidRevenue = summary.revenueByMonth.some((month) => month.total > 0);
  return [
    {
      key: 'client',
      label: 'Add your first client',
      hint: 'Who you work for: name, contact details and tags.',
      to: '/clients/new',
      done: summary.totalClients > 0,
    },
    {
      key: 'project',
      label: 'Create a project',
      hint: 'The work you do for a client, with a budget and a due date.',
      to: '/projects/new',
      done: summary.activeProjects > 0,
    },
    {
      key: 'invoice',
      label: 'Create an invoice',
      hint: 'Bill a client for one or more projects.',
      to: '/invoices/new',
      done: summary.unpaidInvoices > 0 || paidRevenue,
    },
    {
      key: 'invite',
      label: 'Invite a teammate',
      hint: 'Work together, each with the right role.',
      to: '/org',
      // SPEC §4: the invite step needs more than one member.
      done: memberCount > 1,
    },
  ];
}

type ChecklistState = 'dismissed' | 'done' | null;

const storageKey = (userId: string, orgId: string) => `onboarding-checklist:${userId}:${orgId}`;

function read(key: string): ChecklistState {
  try {
    const value = localStorage.getItem(key);
    return value === 'dismissed' || value === 'done' ? value : null;
  } catch {
    return null;
  }
}

/**
 * Whether the checklist was dismissed or finished, remembered per user and organization in
 * localStorage (SPEC §4). Once finished it stays away, even if a step later stops being true.
 */
export function useChecklistMemory(userId: string, orgId: string) {
  const key = storageKey(userId, orgId);
  const [state, setState] = useState<{ key: string; value: ChecklistState }>(() => ({
    key,
    value: read(key),
  }));
  const value = state.key === key ? state.value : read(key);

  const remember = useCallback(
    (next: Exclude<ChecklistState, null>) => {
      try {
        localStorage.setItem(key, next);
      } catch {
        // Storage disabled: it stays hidden for this page view.
      }
      setState({ key, value: next });
    },
    [key],
  );

  return { hidden: value !== null, remember };
}

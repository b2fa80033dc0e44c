import type { DashboardSummary } from '@folio/contracts';
import { useCallback, useState } from 'react';
import { DASHBOARD_TEXTS } from './texts';

/** One onboarding step, done when the thing exists (docs/product.md#onboarding-checklist). */
export type OnboardingStep = { key: string; label: string; hint: string; to: string; done: boolean };

/**
 * What the dashboard summary alone proves exists. It counts only active clients, active projects,
 * unpaid invoices and the chart's paid months, so an archived client, a completed project or an
 * older paid invoice needs a look at the full list (`OnboardingChecklist` asks only then).
 */
export function summaryShows(summary: DashboardSummary) {
  return {
    client: summary.totalClients > 0,
    project: summary.activeProjects > 0,
    invoice:
      summary.unpaidInvoices > 0 ||
      summary.revenueByMonth.some((month) => month.total > 0) ||
      summary.otherCurrencies.some((entry) => entry.revenue > 0),
  };
}

export type ExistingRecords = { client: boolean; project: boolean; invoice: boolean };

export function onboardingSteps(
  summary: DashboardSummary,
  memberCount: number,
  found: Partial<ExistingRecords> = {},
): OnboardingStep[] {
  const shown = summaryShows(summary);
  return [
    {
      key: 'client',
      label: DASHBOARD_TEXTS.onboardingSteps.client.label,
      hint: DASHBOARD_TEXTS.onboardingSteps.client.hint,
      to: '/clients/new',
      done: shown.client || found.client === true,
    },
    {
      key: 'project',
      label: DASHBOARD_TEXTS.onboardingSteps.project.label,
      hint: DASHBOARD_TEXTS.onboardingSteps.project.hint,
      to: '/projects/new',
      done: shown.project || found.project === true,
    },
    {
      key: 'invoice',
      label: DASHBOARD_TEXTS.onboardingSteps.invoice.label,
      hint: DASHBOARD_TEXTS.onboardingSteps.invoice.hint,
      to: '/invoices/new',
      done: shown.invoice || found.invoice === true,
    },
    {
      key: 'invite',
      label: DASHBOARD_TEXTS.onboardingSteps.invite.label,
      hint: DASHBOARD_TEXTS.onboardingSteps.invite.hint,
      to: '/org',
      // Done once the organization has more than one member.
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
 * localStorage. Once finished it stays away, even if a step later stops being true.
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

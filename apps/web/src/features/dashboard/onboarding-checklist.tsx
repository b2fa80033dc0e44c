import '@mantine/core/styles/Progress.layer.css';
import type { DashboardSummary } from '@folio/contracts';
import {
  Anchor,
  Button,
  Card,
  Group,
  Progress,
  Stack,
  Text,
  ThemeIcon,
  Title,
  useMatches,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useLocale } from '../../lib/i18n';
import { TEXTS } from '../../lib/texts';
import { trpc } from '../../lib/trpc';
import { onboardingSteps, summaryShows, useChecklistMemory } from './onboarding';
import { DASHBOARD_TEXTS } from './texts';

export function OnboardingChecklist({
  summary,
  memberCount,
  userId,
  orgId,
}: {
  summary: DashboardSummary;
  memberCount: number;
  userId: string;
  orgId: string;
}) {
  useLocale();
  const { hidden, remember } = useChecklistMemory(userId, orgId);
  // A step is done when the thing exists, in any status. The lists are asked (for one record each)
  // only while the checklist shows and the summary cannot tell (say, the only project is completed).
  const shown = summaryShows(summary);
  const one = { status: 'all', limit: 1 } as const;
  const clients = trpc.clients.page.useQuery(one, { enabled: !hidden && !shown.client });
  const projects = trpc.projects.page.useQuery(one, { enabled: !hidden && !shown.project });
  const invoices = trpc.invoices.page.useQuery(one, { enabled: !hidden && !shown.invoice });
  const steps = onboardingSteps(summary, memberCount, {
    client: (clients.data?.total ?? 0) > 0,
    project: (projects.data?.total ?? 0) > 0,
    invoice: (invoices.data?.total ?? 0) > 0,
  });
  const doneCount = steps.filter((step) => step.done).length;
  const allDone = doneCount === steps.length;
  // On a phone the whole list would push the summary cards below the fold: it shows the next step
  // only, and the rest on request.
  const phone = useMatches({ base: true, sm: false });
  const [expanded, setExpanded] = useState(false);
  const nextStep = steps.find((step) => !step.done);
  const shownSteps = phone && !expanded ? steps.filter((step) => step === nextStep) : steps;

  useEffect(() => {
    if (allDone && !hidden) remember('done');
  }, [allDone, hidden, remember]);

  if (hidden || allDone) return null;

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="onboarding-title">
      <Group justify="space-between" align="flex-start" mb="sm" wrap="nowrap">
        <div>
          <Title order={2} fz="lg" id="onboarding-title">
            {DASHBOARD_TEXTS.getStartedWithFolio}
          </Title>
          <Text size="sm" c="dimmed">
            {DASHBOARD_TEXTS.stepsDone(doneCount, steps.length)}
          </Text>
        </div>
        <Button
          variant="subtle"
          size="xs"
          color="gray"
          onClick={() => remember('dismissed')}
          aria-label={DASHBOARD_TEXTS.dismissChecklist}
          style={{ flexShrink: 0 }}
        >
          {TEXTS.dismiss}
        </Button>
      </Group>
      <Progress
        value={(doneCount / steps.length) * 100}
        size="sm"
        mb="md"
        aria-label={DASHBOARD_TEXTS.onboardingProgress}
      />
      <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {shownSteps.map((step) => (
          <Group
            key={step.key}
            component="li"
            wrap="nowrap"
            gap="sm"
            align="flex-start"
            data-done={step.done}
          >
            <ThemeIcon
              size={24}
              radius="xl"
              variant={step.done ? 'filled' : 'light'}
              color={step.done ? 'teal' : 'gray'}
              aria-hidden
            >
              {step.done ? <IconCheck size={14} /> : <IconCircleDashed size={14} />}
            </ThemeIcon>
            <div>
              {step.done ? (
                <Text size="sm" td="line-through" c="dimmed">
                  {step.label} <VisuallyHidden>{DASHBOARD_TEXTS.stepDone}</VisuallyHidden>
                </Text>
              ) : (
                <Anchor component={Link} to={step.to} size="sm" fw={600}>
                  {step.label}
                </Anchor>
              )}
              <Text size="xs" c="dimmed">
                {step.hint}
              </Text>
            </div>
          </Group>
        ))}
      </Stack>
      {phone && (
        <Button variant="subtle" size="xs" mt="xs" px={0} onClick={() => setExpanded((value) => !value)}>
          {expanded ? DASHBOARD_TEXTS.showTheNextStepOnly : DASHBOARD_TEXTS.showAllSteps(steps.length)}
        </Button>
      )}
    </Card>
  );
}

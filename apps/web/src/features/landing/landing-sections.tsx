import '@mantine/core/styles/Accordion.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Card.layer.css';
import {
  Accordion,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconBriefcase,
  IconCheck,
  IconFileInvoice,
  IconHistory,
  IconSearch,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useLocale } from '../../lib/i18n';
import { MAIN_CONTENT_ID } from '../../lib/route-announcer';
import { SUPPORT_EMAIL, TEXTS } from '../../lib/texts';
import { useHasToken } from '../../lib/use-session';
import { plans } from './landing-content';
import { LANDING_TEXTS } from './texts';

const FEATURE_ICONS = [IconUsers, IconBriefcase, IconFileInvoice, IconUsersGroup, IconSearch, IconHistory];

export function LandingSections() {
  useLocale();
  return (
    // The skip link's target.
    <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1}>
      <Hero />
      <Features />
      <Pricing />
      <Faq />
    </Box>
  );
}

function Hero() {
  useLocale();
  const signedIn = useHasToken();
  return (
    <Container size="md" py={{ base: 48, sm: 80 }} ta="center">
      <Stack align="center" gap="lg">
        <Title order={1} fz={{ base: 32, sm: 48 }} lh={1.15}>
          {LANDING_TEXTS.headline}
        </Title>
        <Text c="dimmed" fz={{ base: 'md', sm: 'lg' }} maw={620}>
          {LANDING_TEXTS.intro}
        </Text>
        <Group justify="center">
          {signedIn ? (
            <Button size="md" component={Link} to="/dashboard">
              {TEXTS.goToApp}
            </Button>
          ) : (
            <>
              <Button size="md" component={Link} to="/register">
                {LANDING_TEXTS.createAFreeAccount}
              </Button>
              <Button size="md" variant="default" component={Link} to="/login">
                {TEXTS.logIn}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Container>
  );
}

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: React.ReactNode;
}) {
  useLocale();
  return (
    <Box
      component="section"
      id={id}
      py={{ base: 40, sm: 64 }}
      style={{ scrollMarginTop: 16 }}
      aria-labelledby={`${id}-title`}
    >
      <Container size="lg">
        <Stack gap="xs" mb="xl" ta="center">
          <Title order={2} id={`${id}-title`}>
            {title}
          </Title>
          <Text c="dimmed">{intro}</Text>
        </Stack>
        {children}
      </Container>
    </Box>
  );
}

function Features() {
  useLocale();
  return (
    <Section id="features" title={LANDING_TEXTS.features} intro={LANDING_TEXTS.featuresIntro}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {LANDING_TEXTS.featureList.map((feature, index) => {
          const Icon = FEATURE_ICONS[index] ?? IconCheck;
          return (
            <Card key={feature.title} withBorder padding="lg">
              <ThemeIcon variant="light" size={40} radius="md" mb="sm" aria-hidden>
                <Icon size={22} stroke={1.6} />
              </ThemeIcon>
              <Title order={3} fz="lg" mb={6}>
                {feature.title}
              </Title>
              <Text size="sm" c="dimmed">
                {feature.text}
              </Text>
            </Card>
          );
        })}
      </SimpleGrid>
    </Section>
  );
}

function Pricing() {
  useLocale();
  return (
    <Section id="pricing" title={LANDING_TEXTS.pricing} intro={LANDING_TEXTS.pricingIntro}>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {plans().map((plan) => (
          <Card
            key={plan.key}
            withBorder
            padding="xl"
            shadow={plan.highlight ? 'md' : undefined}
            style={plan.highlight ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
            data-testid={`plan-${plan.key}`}
          >
            <Stack gap="md" h="100%">
              <Group justify="space-between">
                <Title order={3}>{plan.name}</Title>
                {plan.highlight && <Badge variant="light">{LANDING_TEXTS.mostPopular}</Badge>}
              </Group>
              <div>
                <Text fz={32} fw={800} lh={1.1}>
                  {plan.price}
                </Text>
                {plan.period && (
                  <Text c="dimmed" size="sm">
                    {plan.period}
                  </Text>
                )}
              </div>
              <List
                spacing="xs"
                size="sm"
                icon={
                  <ThemeIcon size={18} radius="xl" variant="light" color="teal">
                    <IconCheck size={12} />
                  </ThemeIcon>
                }
                style={{ flex: 1 }}
              >
                {plan.points.map((point) => (
                  <List.Item key={point}>{point}</List.Item>
                ))}
              </List>
              {plan.key === 'business' ? (
                <Button
                  variant="default"
                  component="a"
                  href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(LANDING_TEXTS.plans.business.mailSubject)}`}
                >
                  {plan.cta}
                </Button>
              ) : (
                <Button variant={plan.highlight ? 'filled' : 'default'} component={Link} to="/register">
                  {plan.cta}
                </Button>
              )}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Section>
  );
}

function Faq() {
  useLocale();
  return (
    <Section id="faq" title={LANDING_TEXTS.frequentlyAskedQuestions} intro={LANDING_TEXTS.faqIntro}>
      <Container size="sm" px={0}>
        <Accordion variant="separated">
          {LANDING_TEXTS.questions.map((item) => (
            <Accordion.Item key={item.question} value={item.question}>
              <Accordion.Control>{item.question}</Accordion.Control>
              <Accordion.Panel>{item.answer}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Container>
    </Section>
  );
}

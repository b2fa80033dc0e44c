import { SKELETON_CARDS } from '@folio/contracts';
import { Card, Group, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { cardPlaceholdersMark } from './card-placeholders';
import { ScreenLead } from './screen-lead';

/**
 * The content placeholders of the signed-in screens prerendered at build time (prerender.tsx): each
 * stands where the screen's own parts will be, at their sizes, so that the screen's first paint
 * already has its layout and nothing moves when the app replaces it. Built only from components of
 * the public set of styles, which the prerendered page loads anyway.
 */

/** What every screen's placeholder starts with: its heading (in English) and the buttons beside it. */
type Heading = {
  heading: string;
  /** The width of each button beside the heading, in px. */
  actions?: readonly number[];
  /**
   * The line under the heading (in English), where the screen has one: drawn here, it is the first
   * paint's largest text, larger than any the data brings, so the largest paint is not held back
   * until the data has arrived.
   */
  lead?: string;
};

/** The screen's heading at the place and size of the real one, with its buttons' placeholders. */
function ScreenHeading({ heading, actions = [], lead }: Heading) {
  // Hidden from assistive technology (and from tests' role queries): the page is still loading, as
  // the shell skeleton's status says, until the real heading replaces this one.
  const title = (
    <Title order={1} aria-hidden>
      {heading}
    </Title>
  );
  return (
    <Group justify="space-between" align="center" wrap="wrap">
      {lead ? (
        <Stack gap={4}>
          {title}
          <ScreenLead text={lead} hidden />
        </Stack>
      ) : (
        title
      )}
      {actions.length > 0 && (
        <Group gap="sm">
          {actions.map((width) => (
            <Skeleton key={width} h={36} w={width} />
          ))}
        </Group>
      )}
    </Group>
  );
}

/** A search box with its label above it, as the lists' and the activity log's filters show it. */
function LabelledField({ width }: { width: number | string }) {
  return (
    <Stack gap={4} style={{ flex: `1 1 ${typeof width === 'number' ? `${width}px` : width}`, maxWidth: 360 }}>
      <Skeleton h={14} w={110} />
      <Skeleton h={36} />
    </Stack>
  );
}

/** A list's filters (search, status, Clear) and its first cards, as the list shows while loading. */
function ListBody() {
  return (
    <>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <LabelledField width={220} />
        <Skeleton h={36} w={260} maw="100%" />
        <Skeleton h={36} w={72} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" {...cardPlaceholdersMark}>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} h={150} radius="md" />
        ))}
      </SimpleGrid>
    </>
  );
}

/** /clients and /projects. */
export function ListSkeleton(props: Heading) {
  return (
    <>
      <ScreenHeading {...props} />
      <ListBody />
    </>
  );
}

/** /invoices: the switch to the recurring invoices above the heading, the three tiles above the list. */
export function InvoicesSkeleton(props: Heading) {
  return (
    <>
      {/* The switch between the invoices and the recurring invoices. */}
      <Group gap={4}>
        <Skeleton h={30} w={96} radius="xl" />
        <Skeleton h={30} w={104} radius="xl" />
      </Group>
      <ScreenHeading {...props} />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        {['total', 'paid', 'unpaid'].map((tile) => (
          <Card key={tile} withBorder padding="md" radius="md">
            <Skeleton h={16} w="50%" />
            <Skeleton h={28} mt={8} w="60%" />
          </Card>
        ))}
      </SimpleGrid>
      <ListBody />
    </>
  );
}

/** A form field: its label and its box. */
function Field() {
  return (
    <Stack gap={4}>
      <Skeleton h={14} w={90} />
      <Skeleton h={36} />
    </Stack>
  );
}

/**
 * /invoices/new: the form's card with the client, currency and due date, the projects, the line
 * items, the discount and tax choices, the totals and the buttons.
 */
export function DocumentFormSkeleton(props: Heading) {
  return (
    <>
      <ScreenHeading {...props} />
      <Card withBorder padding="lg" maw={860}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Field />
            <Field />
            <Field />
          </SimpleGrid>
          <Stack gap={4}>
            <Skeleton h={14} w={70} />
            <Skeleton h={12} w={120} />
          </Stack>
          <Skeleton h={18} w={90} />
          <Skeleton h={158} radius="md" />
          <Skeleton h={20} w={120} />
          <Group justify="space-between" align="flex-start">
            <Skeleton h={56} w={200} />
            <Skeleton h={56} w={200} />
          </Group>
          <Group justify="flex-end">
            <Skeleton h={44} w={212} />
          </Group>
          <Group justify="space-between">
            <Skeleton h={36} w={80} />
            <Skeleton h={36} w={130} />
          </Group>
        </Stack>
      </Card>
    </>
  );
}

/** /activity: the filters with their buttons, the status line and the log. */
export function ActivitySkeleton(props: Heading) {
  return (
    <>
      <ScreenHeading {...props} />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <LabelledField width={200} />
        <LabelledField width={200} />
        <LabelledField width={200} />
        <Skeleton h={36} w={240} />
      </Group>
      {/* The status line (what Apply, Reset or Export did). */}
      <div style={{ height: 20 }} />
      <Skeleton h={320} radius="md" />
    </>
  );
}

/** /org: the organization's name, the tiles and the members, as the team screen shows while loading. */
export function TeamSkeleton(props: Heading) {
  return (
    <>
      <ScreenHeading {...props} />
      <Stack gap="md">
        {[88, 96, 240].map((height) => (
          <Skeleton key={height} h={height} radius="md" />
        ))}
      </Stack>
    </>
  );
}

/** /settings/billing: the current plan's card and the paid plans' cards. */
export function BillingSkeleton(props: Heading) {
  return (
    <>
      <ScreenHeading {...props} />
      <Stack gap="lg">
        <Skeleton h={122} radius="md" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Skeleton h={258} radius="md" />
          <Skeleton h={258} radius="md" />
        </SimpleGrid>
      </Stack>
    </>
  );
}

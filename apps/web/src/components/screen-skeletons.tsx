import { SKELETON_CARDS } from '@folio/contracts';
import { Card, Group, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';

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
};

/** The screen's heading at the place and size of the real one, with its buttons' placeholders. */
function ScreenHeading({ heading, actions = [] }: Heading) {
  return (
    <Group justify="space-between" align="center" wrap="wrap">
      {/* Hidden from assistive technology (and from tests' role queries): the page is still loading,
          as the shell skeleton's status says, until the real heading replaces this one. */}
      <Title order={1} aria-hidden>
        {heading}
      </Title>
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
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
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

/** /invoices: the three tiles above the list. */
export function InvoicesSkeleton(props: Heading) {
  return (
    <>
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

/** /invoices/new: the form's card with its fields. */
export function DocumentFormSkeleton(props: Heading) {
  return (
    <>
      <ScreenHeading {...props} />
      <Card withBorder padding="lg" maw={860}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {['client', 'number', 'issued', 'due'].map((field) => (
              <Stack key={field} gap={4}>
                <Skeleton h={14} w={90} />
                <Skeleton h={36} />
              </Stack>
            ))}
          </SimpleGrid>
          <Skeleton h={140} />
          <Skeleton h={96} />
          <Group justify="flex-end">
            <Skeleton h={36} w={120} />
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
      <Skeleton h={20} w={0} />
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

/** /settings/billing: the plan's section while the billing overview loads. */
export function BillingSkeleton(props: Heading) {
  return (
    <>
      <ScreenHeading {...props} />
      <Skeleton h={240} radius="md" />
    </>
  );
}

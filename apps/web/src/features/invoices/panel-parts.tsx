import type { Invoice } from '@folio/contracts';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Fact } from '../../components/fact';
import { Money } from '../../components/money';
import { PanelSection } from '../../components/panel-section';
import { useLocale } from '../../lib/i18n';
import { TEXTS } from '../../lib/texts';
import { lineDetails } from './invoice-rules';

// The invoice, quote and series panels show a document's client, lines and projects alike: one markup for all three.

/** The document's client, linking to the client's panel in the clients list. */
export function ClientFact({ client }: { client: { _id: string; name: string } }) {
  useLocale();
  return (
    <Fact label={TEXTS.client}>
      <Anchor renderRoot={(props) => <Link to="/clients" search={{ open: client._id }} {...props} />}>
        {client.name}
      </Anchor>
    </Fact>
  );
}

/** The document's lines: description with quantity, discount and taxes in words, and the line's amount. */
export function LineItemsSection({
  title,
  document,
}: {
  title: string;
  document: {
    taxes: Invoice['taxes'];
    currency: string;
    items: readonly (Parameters<typeof lineDetails>[1] & { description: string; amount: number })[];
  };
}) {
  return (
    <PanelSection title={title}>
      <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {document.items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: line items have no id; their order is their identity
          <Group key={index} component="li" justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {item.description}{' '}
              <Text span c="dimmed" size="sm">
                {lineDetails(document, item)}
              </Text>
            </Text>
            <Text size="sm">
              <Money amount={item.amount} currency={document.currency} />
            </Text>
          </Group>
        ))}
      </Stack>
    </PanelSection>
  );
}

/** The document's projects, each linking to its panel in the projects list; or a line saying there are none. */
export function ProjectsSection({
  title,
  emptyText,
  projects,
}: {
  title: string;
  emptyText: string;
  projects: readonly { _id: string; title: string }[];
}) {
  return (
    <PanelSection title={title}>
      {projects.length === 0 ? (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {projects.map((project) => (
            <li key={project._id}>
              <Anchor
                size="sm"
                renderRoot={(props) => <Link to="/projects" search={{ open: project._id }} {...props} />}
              >
                {project.title}
              </Anchor>
            </li>
          ))}
        </Stack>
      )}
    </PanelSection>
  );
}

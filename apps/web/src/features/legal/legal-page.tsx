import '@mantine/core/styles/Typography.layer.css';
import { Anchor, Container, List, Stack, Text, Title, Typography } from '@mantine/core';
import type { ReactNode } from 'react';
import { PublicFooter, PublicHeader } from '../../components/public-layout';
import { useLocale } from '../../lib/i18n';
import { MAIN_CONTENT_ID } from '../../lib/route-announcer';
import { SUPPORT_EMAIL } from '../../lib/texts';
import { LEGAL_TEXTS } from './texts';

type LegalSection = {
  readonly heading: string;
  readonly paragraphs?: readonly string[];
  readonly points?: readonly string[];
};

/** The shared frame of the terms and the privacy policy: plain sections, readable at any width. */
export function LegalPage({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}) {
  useLocale();
  return (
    <>
      <PublicHeader />
      <Container size="sm" py="xl" component="main" id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Typography>
          <Stack gap="lg">
            <Title order={1}>{title}</Title>
            <Text>{intro}</Text>
            {sections.map((section) => (
              <section key={section.heading}>
                <Title order={2} fz="xl" mb="xs">
                  {section.heading}
                </Title>
                {section.paragraphs?.map((paragraph) => (
                  <Text key={paragraph} mb="sm">
                    {paragraph}
                  </Text>
                ))}
                {section.points && (
                  <List spacing={4}>
                    {section.points.map((point) => (
                      <List.Item key={point}>{point}</List.Item>
                    ))}
                  </List>
                )}
              </section>
            ))}
            <section>
              <Title order={2} fz="xl" mb="xs">
                {LEGAL_TEXTS.contact}
              </Title>
              <Text>
                {LEGAL_TEXTS.questions} <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor>{' '}
                {LEGAL_TEXTS.personWillAnswer}
              </Text>
            </section>
          </Stack>
        </Typography>
      </Container>
      <PublicFooter />
    </>
  );
}

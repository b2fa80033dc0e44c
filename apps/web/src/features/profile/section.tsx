import { Card, Stack, Text, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { FormAlert } from '../../components/form-alert';

/** A titled section of the profile page, named by its heading. */
export function ProfileSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" id={id}>
        {title}
      </Title>
      {description && (
        <Text size="sm" c="dimmed" mt={4}>
          {description}
        </Text>
      )}
      <div style={{ marginTop: 'var(--mantine-spacing-md)' }}>{children}</div>
    </Card>
  );
}

/**
 * A profile section that is a form: `notice` (a pending change) and the save's general errors above
 * the fields, the fields, and the browser's own validation off (the contracts schema checks).
 */
export function ProfileFormSection({
  onSubmit,
  general,
  notice,
  children,
  ...section
}: {
  id: string;
  title: string;
  description: ReactNode;
  onSubmit: (event: FormEvent) => void;
  general: string[];
  notice?: ReactNode;
  children: ReactNode;
}) {
  return (
    <ProfileSection {...section}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {notice}
          <FormAlert messages={general} />
          {children}
        </Stack>
      </form>
    </ProfileSection>
  );
}

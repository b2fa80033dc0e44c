import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** The line under a public form that leads back to /login ("Remembered it? Back to log in"). */
export function LoginLink({ lead, label }: { lead?: string; label: string }) {
  return (
    <Text size="sm" ta="center" c="dimmed">
      {lead && `${lead} `}
      <Anchor component={Link} to="/login">
        {label}
      </Anchor>
    </Text>
  );
}

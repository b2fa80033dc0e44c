import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconBuilding, IconLogout, IconUser, IconUsersGroup } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { initials } from '../../lib/format';
import { logout } from '../../lib/session';
import { TEXTS } from '../../lib/texts';
import { trpc } from '../../lib/trpc';

/** SPEC §2.3 account menu: Profile, Organizations, Team, Sign out. */
export function AccountMenu() {
  const me = trpc.auth.me.useQuery().data;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = async () => {
    setSigningOut(true);
    await logout();
    await navigate({ to: '/login', replace: true });
    queryClient.clear();
  };

  return (
    <Menu position="bottom-end" width={240} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label="Account menu" style={{ borderRadius: '50%' }}>
          <Avatar color="indigo" radius="xl" size={34}>
            {initials(me?.user.name)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {me && (
          <Menu.Label>
            <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
              {me.user.name}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {me.user.email}
            </Text>
            {me.user.currentOrgName && (
              <Text size="xs" c="dimmed" truncate>
                {me.user.currentOrgName} · {me.role}
              </Text>
            )}
          </Menu.Label>
        )}
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} />}>
          Profile
        </Menu.Item>
        <Menu.Item component={Link} to="/orgs" leftSection={<IconBuilding size={16} />}>
          Organizations
        </Menu.Item>
        <Menu.Item component={Link} to="/org" leftSection={<IconUsersGroup size={16} />}>
          Team
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={() => void signOut()}
          disabled={signingOut}
        >
          {TEXTS.signOut}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

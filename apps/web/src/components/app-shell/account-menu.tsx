import { Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconBuilding,
  IconBuildingStore,
  IconCreditCard,
  IconFileInvoice,
  IconKey,
  IconLogout,
  IconUser,
  IconUsersGroup,
  IconWebhook,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocale } from '../../lib/i18n';
import { logout } from '../../lib/session';
import { TEXTS } from '../../lib/texts';
import { trpc } from '../../lib/trpc';
import { AccountAvatar } from './account-avatar';

/**
 * The account menu: Profile, Organizations, Team, Business details, Sign out. It takes the place of
 * the header's plain account button (account-button.tsx) once its code has loaded: `openOnMount`
 * when that button was clicked meanwhile, `focusOnMount` when it had the focus.
 */
export function AccountMenu({
  openOnMount = false,
  focusOnMount = false,
}: {
  openOnMount?: boolean;
  focusOnMount?: boolean;
}) {
  useLocale();
  const button = useRef<HTMLButtonElement>(null);
  // Opened as a press would open it, so that the menu takes the focus and gives it back on closing.
  // Once only, even where effects run twice (React's strict mode in development).
  const handedOver = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on mount
  useEffect(() => {
    if (handedOver.current) return;
    handedOver.current = true;
    if (focusOnMount || openOnMount) button.current?.focus();
    if (openOnMount) button.current?.click();
  }, []);
  const me = trpc.auth.me.useQuery().data;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [signingOut, setSigningOut] = useState(false);
  const labelId = useId();

  const signOut = async () => {
    setSigningOut(true);
    await logout();
    await navigate({ to: '/login', replace: true });
    queryClient.clear();
  };

  return (
    // Without the hidden focus placeholder the menu holds menu items only, and opening it focuses the
    // first item, as the menu button pattern expects.
    <Menu position="bottom-end" width={240} shadow="md" withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton ref={button} aria-label={TEXTS.accountMenu} style={{ borderRadius: '50%' }}>
          <AccountAvatar name={me?.user.name} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {/* A menu may only hold menu items, groups and separators: the account's name and email
            are the label of the group of account pages, read when focus enters it. */}
        {/* biome-ignore lint/a11y/useSemanticElements: the ARIA menu pattern groups items with role="group"; a fieldset is a form control group. */}
        <div
          role="group"
          aria-labelledby={me ? labelId : undefined}
          aria-label={me ? undefined : TEXTS.account}
        >
          {me && (
            <Menu.Label id={labelId}>
              <Text
                component="span"
                display="block"
                size="sm"
                fw={600}
                c="var(--mantine-color-text)"
                truncate
              >
                {me.user.name}
              </Text>
              <Text component="span" display="block" size="xs" c="dimmed" truncate>
                {me.user.email}
              </Text>
              {me.user.currentOrgName && (
                <Text component="span" display="block" size="xs" c="dimmed" truncate>
                  {me.user.currentOrgName} · {me.role}
                </Text>
              )}
            </Menu.Label>
          )}
          <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} />}>
            {TEXTS.profile}
          </Menu.Item>
          <Menu.Item component={Link} to="/orgs" leftSection={<IconBuilding size={16} />}>
            {TEXTS.organizations}
          </Menu.Item>
          <Menu.Item component={Link} to="/org" leftSection={<IconUsersGroup size={16} />}>
            {TEXTS.team}
          </Menu.Item>
          <Menu.Item component={Link} to="/settings/business" leftSection={<IconBuildingStore size={16} />}>
            {TEXTS.businessDetails}
          </Menu.Item>
          <Menu.Item component={Link} to="/settings/taxes" leftSection={<IconFileInvoice size={16} />}>
            {TEXTS.taxRates}
          </Menu.Item>
          <Menu.Item component={Link} to="/settings/payments" leftSection={<IconCreditCard size={16} />}>
            {TEXTS.payments}
          </Menu.Item>
          <Menu.Item component={Link} to="/settings/api-keys" leftSection={<IconKey size={16} />}>
            {TEXTS.apiKeys}
          </Menu.Item>
          <Menu.Item component={Link} to="/settings/webhooks" leftSection={<IconWebhook size={16} />}>
            {TEXTS.webhooks}
          </Menu.Item>
        </div>
        <Menu.Divider role="separator" />
        <Menu.Item
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

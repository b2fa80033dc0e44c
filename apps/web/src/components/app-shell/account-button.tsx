import { UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useLocale } from '../../lib/i18n';
import { TEXTS } from '../../lib/texts';
import { trpc } from '../../lib/trpc';
import { AccountAvatar } from './account-avatar';
import { onDemand, useLoaded } from './on-demand';

// The menu and the popover it is built with load the first time the button is pointed at, focused
// or pressed, not before the page's first paint.
const menu = onDemand(() => import('./shell-extras'));

/**
 * The header's account button. Until the menu's code has arrived it is the same button without its
 * menu; the menu then takes its place, open if the button was pressed (or a press began) meanwhile.
 */
export function AccountButton() {
  useLocale();
  const me = trpc.auth.me.useQuery().data;
  const loaded = useLoaded(menu);
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  if (loaded) return <loaded.AccountMenu openOnMount={pressed} focusOnMount={focused} />;
  return (
    <UnstyledButton
      aria-label={TEXTS.accountMenu}
      aria-haspopup="menu"
      aria-expanded={false}
      style={{ borderRadius: '50%' }}
      onPointerEnter={menu.start}
      onFocus={() => {
        setFocused(true);
        menu.start();
      }}
      onBlur={() => setFocused(false)}
      // A press counts from the moment it starts: if the menu's code arrives between the pointer
      // going down and coming up, the button is replaced mid-press and no click ever reaches it.
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        setPressed(true);
        menu.start();
      }}
      onClick={() => {
        setPressed(true);
        menu.start();
      }}
    >
      <AccountAvatar name={me?.user.name} />
    </UnstyledButton>
  );
}

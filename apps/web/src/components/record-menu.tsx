import { ActionIcon, Menu } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { type ReactElement, type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocale } from '../lib/i18n';
import { TEXTS } from '../lib/texts';

type RecordMenuProps = {
  name: string;
  archived: boolean;
  canManage: boolean;
  editLink: (props: Record<string, unknown>) => ReactElement;
  /** Items shown first, for everyone (an invoice's View PDF). */
  leading?: ReactNode;
  onArchive: () => void;
  onUnarchive: () => void;
  onDelete: () => void;
};

/**
 * A card's actions menu: Edit for everyone; Archive or Unarchive and Delete for those who manage
 * records. `editLink` renders the Edit item as a link to the record's form.
 *
 * Until it is first pressed it is the same button without its menu: a page of cards then renders
 * no popover (its positioning, its state and its ids) per card, most of what a card cost to render
 * on a phone. The menu takes the button's place when pressed, and opens.
 */
export function RecordMenu(props: RecordMenuProps) {
  useLocale();
  const [pressed, setPressed] = useState(false);
  if (pressed) return <OpenedRecordMenu {...props} />;
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      aria-label={TEXTS.actionsFor(props.name)}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setPressed(true)}
    >
      <IconDots size={18} aria-hidden />
    </ActionIcon>
  );
}

/** The menu itself, open on mount, with the focus on its button as the press left it. */
function OpenedRecordMenu({
  name,
  archived,
  canManage,
  editLink,
  leading,
  onArchive,
  onUnarchive,
  onDelete,
}: RecordMenuProps) {
  useLocale();
  const button = useRef<HTMLButtonElement>(null);
  // Opened as a press opens it, so that the menu takes the focus and gives it back on closing.
  // Once only, even where effects run twice (React's strict mode in development).
  const handedOver = useRef(false);
  useEffect(() => {
    if (handedOver.current) return;
    handedOver.current = true;
    button.current?.focus();
    button.current?.click();
  }, []);
  return (
    // No focus placeholder: a menu may hold only items, groups and separators.
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <ActionIcon ref={button} variant="subtle" color="gray" aria-label={TEXTS.actionsFor(name)}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {leading}
        <Menu.Item renderRoot={editLink} leftSection={<IconPencil size={16} aria-hidden />}>
          {TEXTS.edit}
        </Menu.Item>
        {canManage && (
          <>
            {archived ? (
              <Menu.Item leftSection={<IconArchiveOff size={16} aria-hidden />} onClick={onUnarchive}>
                {TEXTS.unarchive}
              </Menu.Item>
            ) : (
              <Menu.Item leftSection={<IconArchive size={16} aria-hidden />} onClick={onArchive}>
                {TEXTS.archive}
              </Menu.Item>
            )}
            <Menu.Item
              // The theme's error colour, which reaches 4.5:1 on the menu in both schemes.
              c="var(--mantine-color-error)"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={onDelete}
            >
              {TEXTS.delete}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

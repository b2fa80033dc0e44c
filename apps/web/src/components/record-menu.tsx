import { ActionIcon, Menu } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactElement, ReactNode } from 'react';
import { useLocale } from '../lib/i18n';
import { TEXTS } from '../lib/texts';

/**
 * A card's actions menu: Edit for everyone; Archive or Unarchive and Delete for those who manage
 * records. `editLink` renders the Edit item as a link to the record's form.
 */
export function RecordMenu({
  name,
  archived,
  canManage,
  editLink,
  leading,
  onArchive,
  onUnarchive,
  onDelete,
}: {
  name: string;
  archived: boolean;
  canManage: boolean;
  editLink: (props: Record<string, unknown>) => ReactElement;
  /** Items shown first, for everyone (an invoice's View PDF). */
  leading?: ReactNode;
  onArchive: () => void;
  onUnarchive: () => void;
  onDelete: () => void;
}) {
  useLocale();
  return (
    // No focus placeholder: a menu may hold only items, groups and separators.
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={TEXTS.actionsFor(name)}>
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

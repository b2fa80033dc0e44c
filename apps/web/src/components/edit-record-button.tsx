import { Button } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useLocale } from '../lib/i18n';
import { TEXTS } from '../lib/texts';

/** The edit form of one record. */
type EditLink =
  | { to: '/clients/$clientId/edit'; params: { clientId: string } }
  | { to: '/projects/$projectId/edit'; params: { projectId: string } }
  | { to: '/invoices/$invoiceId/edit'; params: { invoiceId: string } }
  | { to: '/quotes/$quoteId/edit'; params: { quoteId: string } }
  | { to: '/invoices/recurring/$seriesId/edit'; params: { seriesId: string } };

/** A record panel's Edit: a real link to the record's edit form, shown as a small button. */
export function EditRecordButton({
  link,
  variant = 'default',
}: {
  link: EditLink;
  variant?: 'default' | 'light';
}) {
  useLocale();
  return (
    <Button
      renderRoot={(props) => <Link {...link} {...props} />}
      variant={variant}
      size="xs"
      leftSection={<IconPencil size={14} aria-hidden />}
    >
      {TEXTS.edit}
    </Button>
  );
}

import { Alert } from '@mantine/core';
import { useLocale } from '../lib/i18n';
import { TEXTS } from '../lib/texts';
import { FormAlert } from './form-alert';

/**
 * What a record form says above its fields: that saving needs an admin or a manager (the form
 * opens for everyone from Edit), that a draft was restored, and the save's general errors.
 */
export function FormNotices({
  canSave,
  records,
  restored,
  general,
}: {
  canSave: boolean;
  /** "clients", "projects", "invoices". */
  records: string;
  restored: boolean;
  general: string[];
}) {
  useLocale();
  return (
    <>
      {!canSave && (
        <Alert variant="light" color="gray">
          {TEXTS.onlyManagersSave(records)}
        </Alert>
      )}
      {restored && (
        <Alert variant="light" color="blue">
          {TEXTS.yourUnsavedChangesWereRestored}
        </Alert>
      )}
      <FormAlert messages={general} />
    </>
  );
}

import {
  INVOICE_EMAIL_LIMITS,
  INVOICE_EMAIL_MSG,
  type Invoice,
  type InvoiceEmailDraft,
  type SendInvoiceInput,
  sendInvoiceInput,
} from '@folio/contracts';
import {
  Button,
  Group,
  Modal,
  Pill,
  Skeleton,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { FormAlert } from '../../components/form-alert';
import { type QueryLike, QueryState } from '../../components/query-state';
import { byTopField } from '../../lib/form-errors';
import { useLocale } from '../../lib/i18n';
import { serverMessage } from '../../lib/server-messages';
import { formErrorsFrom } from '../../lib/submit-errors';
import { TEXTS } from '../../lib/texts';
import { trpc } from '../../lib/trpc';
import { validate } from '../../lib/validate';
import { INVOICE_EMAIL_TEXTS, INVOICE_TEXTS } from './texts';
import { useInvoiceEmailMutations } from './use-invoice-email';

type EmailValues = { recipients: string[]; subject: string; message: string };

const FIELDS = ['recipients', 'subject', 'message'] as const;

/** Pasted lists of addresses come separated by commas, semicolons, spaces or line breaks. */
const SPLIT_CHARS = [',', ';', ' ', '\n', '\t'];

const RECIPIENT_PATH = /^recipients\.(\d+)$/;

/** The recipients the schema or the server refused one by one ("recipients.2"), by address. */
function refusedRecipients(errors: Record<string, string>, recipients: readonly string[]): Set<string> {
  const refused = new Set<string>();
  for (const path of Object.keys(errors)) {
    const index = RECIPIENT_PATH.exec(path)?.[1];
    const address = index === undefined ? undefined : recipients[Number(index)];
    if (address !== undefined) refused.add(address);
  }
  return refused;
}

/**
 * Send by email: recipients, subject and message, starting from the server's draft (the client's
 * address, the organization's words). Checked with the server's own schema, so the messages are a
 * 422's; the server's field errors go to the same fields. On success the delivery is queued and
 * the Emails section follows it.
 */
export function SendInvoiceDialog({
  invoice,
  opened,
  onClose,
}: {
  invoice: Pick<Invoice, '_id' | 'displayNumber'>;
  opened: boolean;
  onClose: () => void;
}) {
  useLocale();
  return (
    <SendEmailModal
      title={INVOICE_EMAIL_TEXTS.dialogTitle(invoice.displayNumber)}
      opened={opened}
      onClose={onClose}
    >
      {/* Mounted only while open: every opening starts from a fresh draft. */}
      <DraftedForm invoiceId={invoice._id} onDone={onClose} />
    </SendEmailModal>
  );
}

/** The Send by email dialog of an invoice or a quote: large, and the whole screen on a phone. */
export function SendEmailModal({
  title,
  opened,
  onClose,
  children,
}: {
  title: string;
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': TEXTS.closeDialog }}
    >
      {children}
    </Modal>
  );
}

/** The server's draft of an email while it loads (or fails), then the form made from it. */
export function EmailDraftState({
  draft,
  children,
}: {
  draft: QueryLike<InvoiceEmailDraft>;
  children: (draft: InvoiceEmailDraft) => ReactNode;
}) {
  useLocale();
  return (
    <QueryState query={draft} errorTitle={INVOICE_EMAIL_TEXTS.draftLoadFailed} loading={<Skeleton h={320} />}>
      {children}
    </QueryState>
  );
}

function DraftedForm({ invoiceId, onDone }: { invoiceId: string; onDone: () => void }) {
  useLocale();
  // Not kept after closing: the draft names the amount and due date, which an edit may change.
  const draft = trpc.invoices.emailDraft.useQuery({ id: invoiceId }, { gcTime: 0, staleTime: 0 });
  return (
    <EmailDraftState draft={draft}>
      {(data) => <SendForm invoiceId={invoiceId} draft={data} onDone={onDone} />}
    </EmailDraftState>
  );
}

/** A send mutation as the form uses it: an invoice's, or a quote's (the same input and answer). */
type SendMutation = {
  isPending: boolean;
  mutate(
    input: SendInvoiceInput,
    options: { onSuccess: () => void; onError: (error: unknown) => void },
  ): void;
};

/**
 * The email's fields and Send. `send` and `attachmentNote` default to the invoice's; a quote's
 * dialog passes its own.
 */
export function SendForm({
  invoiceId,
  draft,
  onDone,
  send: sendWith,
  attachmentNote,
}: {
  invoiceId: string;
  draft: InvoiceEmailDraft;
  onDone: () => void;
  send?: SendMutation;
  attachmentNote?: string;
}) {
  useLocale();
  const form = useForm<EmailValues>({ initialValues: draft });
  // Field paths as the schema or the server gave them ("recipients.2"), to mark the refused address.
  const [paths, setPaths] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const invoiceSend: SendMutation = useInvoiceEmailMutations().send;
  const send = sendWith ?? invoiceSend;
  const refused = refusedRecipients(paths, form.values.recipients);
  // The dialog focused its close button while the draft loaded; the first field is where to start.
  const recipientsField = useRef<HTMLInputElement>(null);
  useEffect(() => recipientsField.current?.focus(), []);

  const showErrors = (errors: Record<string, string>) => {
    setPaths(errors);
    form.setErrors(byTopField(errors));
  };

  const submit = form.onSubmit((values) => {
    const checked = validate(sendInvoiceInput, { id: invoiceId, ...values });
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    setGeneral([]);
    send.mutate(checked.data, {
      onSuccess: onDone,
      onError: (error) => {
        const { fieldErrors, general } = formErrorsFrom(error, FIELDS);
        showErrors(fieldErrors);
        setGeneral(general);
      },
    });
  });

  const recipients = form.getInputProps('recipients');
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert messages={general} />
        <TagsInput
          label={INVOICE_TEXTS.recipients}
          description={INVOICE_EMAIL_TEXTS.recipientsHint}
          required
          ref={recipientsField}
          splitChars={SPLIT_CHARS}
          maxTags={INVOICE_EMAIL_LIMITS.recipients}
          onMaxTags={() =>
            form.setFieldError('recipients', serverMessage(INVOICE_EMAIL_MSG.tooManyRecipients))
          }
          clearable={false}
          {...recipients}
          onChange={(next) => {
            setPaths({});
            form.setFieldValue('recipients', next);
          }}
          renderPill={({ value, onRemove, disabled }) => (
            <Pill
              withRemoveButton
              onRemove={onRemove}
              disabled={disabled}
              style={
                value !== undefined && refused.has(value)
                  ? {
                      backgroundColor: 'var(--mantine-color-red-light)',
                      color: 'var(--mantine-color-red-light-color)',
                    }
                  : undefined
              }
            >
              {value}
            </Pill>
          )}
        />
        <TextInput label={INVOICE_TEXTS.subject} required {...form.getInputProps('subject')} />
        <Textarea
          label={INVOICE_TEXTS.message}
          required
          autosize
          minRows={6}
          maxRows={14}
          {...form.getInputProps('message')}
        />
        <Group gap={6} wrap="nowrap" c="dimmed">
          <IconPaperclip size={16} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm">{attachmentNote ?? INVOICE_EMAIL_TEXTS.attachmentNote}</Text>
        </Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={send.isPending}>
            {TEXTS.cancel}
          </Button>
          <Button type="submit" loading={send.isPending} leftSection={<IconSend size={16} aria-hidden />}>
            {INVOICE_TEXTS.send}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

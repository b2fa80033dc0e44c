import { MSG, SUBSCRIPTION_STATUSES } from '@folio/contracts';
import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
// Loaded on demand (global-dialogs-loader.tsx), with the styles of what the dialogs show.
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { toApiError } from '../lib/errors';
import { capitalize } from '../lib/format';
import { closeGlobalDialog, type UpgradeInfo, useGlobalDialog } from '../lib/global-dialogs';
import { useLocale } from '../lib/i18n';
import { serverMessage } from '../lib/server-messages';
import { TEXTS } from '../lib/texts';
import { trpc } from '../lib/trpc';

/** The dialogs' icon-only close button needs a name of its own. */
const CLOSE_BUTTON_PROPS = {
  get 'aria-label'() {
    return TEXTS.closeDialog;
  },
};

/** The verify-email prompt and the upgrade dialog, opened by 403 codes from any call. */
export function GlobalDialogs() {
  useLocale();
  const dialog = useGlobalDialog();
  return (
    <>
      <VerifyEmailPrompt opened={dialog?.kind === 'verify-email'} />
      <UpgradeDialog dialog={dialog?.kind === 'upgrade' ? dialog : null} />
    </>
  );
}

function VerifyEmailPrompt({ opened }: { opened: boolean }) {
  useLocale();
  const [result, setResult] = useState<{ ok: boolean; msg: string } | null>(null);
  const resend = trpc.auth.resendVerification.useMutation({
    onSuccess: (answer) => setResult({ ok: true, msg: answer.msg }),
    onError: (error) => setResult({ ok: false, msg: toApiError(error).msg }),
  });
  const close = () => {
    setResult(null);
    closeGlobalDialog();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={TEXTS.verifyYourEmailAddress}
      centered
      closeButtonProps={CLOSE_BUTTON_PROPS}
    >
      <Stack>
        <Text>{serverMessage(MSG.emailNotVerified)}</Text>
        <Text size="sm" c="dimmed">
          {TEXTS.verifyEmailHint}
        </Text>
        {result && (
          <Text size="sm" c={result.ok ? 'teal' : 'red'} role="status">
            {result.msg}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {TEXTS.close}
          </Button>
          <Button loading={resend.isPending} onClick={() => resend.mutate()}>
            {TEXTS.resendVerificationEmail}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function UpgradeDialog({ dialog }: { dialog: UpgradeInfo | null }) {
  useLocale();
  const navigate = useNavigate();
  // An unknown subscription status shows as inactive.
  const status = (SUBSCRIPTION_STATUSES as readonly string[]).includes(dialog?.subscriptionStatus ?? '')
    ? dialog!.subscriptionStatus
    : 'inactive';
  return (
    <Modal
      opened={dialog !== null}
      onClose={closeGlobalDialog}
      title={TEXTS.upgradeRequired}
      centered
      closeButtonProps={CLOSE_BUTTON_PROPS}
    >
      {dialog && (
        <Stack>
          <Text>{dialog.msg}</Text>
          <Table variant="vertical" withTableBorder>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={180}>{TEXTS.requiredPlan}</Table.Th>
                <Table.Td>{capitalize(dialog.requiredPlan)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{TEXTS.currentPlan}</Table.Th>
                <Table.Td>{capitalize(dialog.currentPlan)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{TEXTS.subscriptionStatus}</Table.Th>
                <Table.Td>{capitalize(status.replace('_', ' '))}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Group justify="flex-end">
            <Button variant="default" onClick={closeGlobalDialog}>
              {TEXTS.notNow}
            </Button>
            <Button
              onClick={() => {
                closeGlobalDialog();
                void navigate({ to: '/settings/billing' });
              }}
            >
              {TEXTS.goToBilling}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

import { ORG_LOGO_TYPES } from '@folio/contracts';
import { Button, FileButton, Group, Image, Skeleton, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Image.layer.css';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { SectionCard } from '../../components/section-card';
import { useLocale } from '../../lib/i18n';
import { serverMessage } from '../../lib/server-messages';
import { toastError } from '../../lib/toast';
import { logoRefusal } from './business-rules';
import { BUSINESS_TEXTS } from './texts';
import type { useBusinessMutations } from './use-business-mutations';
import { type LogoImage, useLogoImage } from './use-logo-image';

type Actions = Pick<ReturnType<typeof useBusinessMutations>, 'uploadLogo' | 'removeLogo'>;

/**
 * The organization's logo with its preview; admins upload, replace and remove it. A file that is
 * not a PNG or JPEG of at most 1 MB is refused here with the server's own message, before sending.
 */
export function LogoCard({
  logo,
  canEdit,
  actions,
}: {
  logo: { url: string } | null;
  canEdit: boolean;
  actions: Actions;
}) {
  useLocale();
  const image = useLogoImage(logo?.url ?? null);
  const { uploadLogo, removeLogo } = actions;
  const busy = uploadLogo.isPending || removeLogo.isPending;

  const choose = (file: File | null) => {
    if (!file) return;
    const refusal = logoRefusal(file);
    if (refusal) toastError(serverMessage(refusal));
    else uploadLogo.mutate(file);
  };

  return (
    <SectionCard titleId="business-logo-title" title={BUSINESS_TEXTS.logoTitle}>
      <Stack gap="sm">
        <LogoPreview image={image} />
        {canEdit && (
          <>
            <Text size="sm" c="dimmed">
              {BUSINESS_TEXTS.logoHint}
            </Text>
            <Group gap="sm">
              <FileButton onChange={choose} accept={ORG_LOGO_TYPES.join(',')}>
                {(props) => (
                  <Button
                    {...props}
                    variant="default"
                    loading={uploadLogo.isPending}
                    disabled={busy}
                    leftSection={<IconUpload size={16} aria-hidden />}
                  >
                    {logo ? BUSINESS_TEXTS.replaceLogo : BUSINESS_TEXTS.uploadLogo}
                  </Button>
                )}
              </FileButton>
              {logo && (
                <Button
                  variant="default"
                  color="red"
                  loading={removeLogo.isPending}
                  disabled={busy}
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => removeLogo.mutate()}
                >
                  {BUSINESS_TEXTS.removeLogo}
                </Button>
              )}
            </Group>
          </>
        )}
      </Stack>
    </SectionCard>
  );
}

function LogoPreview({ image }: { image: LogoImage }) {
  useLocale();
  switch (image.state) {
    case 'none':
      return <Text size="sm">{BUSINESS_TEXTS.noLogo}</Text>;
    case 'loading':
      return <Skeleton h={96} w={192} radius="sm" />;
    case 'failed':
      return (
        <Text size="sm" c="red">
          {BUSINESS_TEXTS.logoLoadFailed}
        </Text>
      );
    case 'shown':
      return <Image src={image.src} alt={BUSINESS_TEXTS.logoAlt} h={96} w="auto" maw="100%" fit="contain" />;
  }
}

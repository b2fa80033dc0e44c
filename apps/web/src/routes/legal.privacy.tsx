import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../features/legal/legal-page';
import { PRIVACY_SECTIONS } from '../features/legal/texts';
import { useLocale } from '../lib/i18n';
import { screenHead } from '../lib/page-title';
import { TEXTS } from '../lib/texts';

export const Route = createFileRoute('/legal/privacy')({
  head: () => screenHead(TEXTS.privacyPolicy),
  component: PrivacyPage,
});

function PrivacyPage() {
  useLocale();
  return <LegalPage title={TEXTS.privacyPolicy} intro={TEXTS.privacyIntro} sections={PRIVACY_SECTIONS} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../features/legal/legal-page';
import { PRIVACY_SECTIONS } from '../features/legal/texts';
import { screenHead } from '../lib/page-title';
import { TEXTS } from '../lib/texts';

export const Route = createFileRoute('/legal/privacy')({
  head: () => screenHead(TEXTS.privacyPolicy),
  component: PrivacyPage,
});

function PrivacyPage() {
  return <LegalPage title={TEXTS.privacyPolicy} intro={TEXTS.privacyIntro} sections={PRIVACY_SECTIONS} />;
}

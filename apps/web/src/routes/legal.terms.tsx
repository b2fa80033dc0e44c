import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../features/legal/legal-page';
import { TERMS_SECTIONS } from '../features/legal/texts';
import { useLocale } from '../lib/i18n';
import { screenHead } from '../lib/page-title';
import { TEXTS } from '../lib/texts';

export const Route = createFileRoute('/legal/terms')({
  head: () => screenHead(TEXTS.termsOfService),
  component: TermsPage,
});

function TermsPage() {
  useLocale();
  return <LegalPage title={TEXTS.termsOfService} intro={TEXTS.termsIntro} sections={TERMS_SECTIONS} />;
}

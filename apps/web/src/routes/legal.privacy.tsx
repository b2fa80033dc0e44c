import { createFileRoute } from '@tanstack/react-router';
import { LegalPage, type LegalSection } from '../features/legal/legal-page';
import { screenHead } from '../lib/page-title';
import { TEXTS } from '../lib/texts';

export const Route = createFileRoute('/legal/privacy')({
  head: () => screenHead('Privacy Policy'),
  component: PrivacyPage,
});

const SECTIONS: LegalSection[] = [
  {
    heading: 'What we collect',
    points: [
      'Account details: your name, email address and a hashed form of your password (we never store the password itself).',
      'Your workspace: the clients, projects, invoices, notes and team members you and your teammates add.',
      'Preferences: theme, language, time zone and notification settings.',
      'Security and usage records: sign-in times, the number of sign-ins, IP addresses of requests, and an activity log of changes in your organization.',
      'Billing: if you upgrade, our payment provider handles your card. We only keep your plan, subscription status and the provider’s customer reference.',
    ],
  },
  {
    heading: 'How we use it',
    points: [
      'To run Folio for you: show your data to you and your teammates, according to your roles.',
      'To send the emails the service needs: address verification, password resets, invitations and, if you keep it on, activity notifications.',
      'To keep the service safe: limiting repeated failed sign-ins, detecting abuse and investigating problems.',
    ],
  },
  {
    heading: 'What we do not do',
    points: [
      'We do not sell your data or share it with advertisers.',
      'We do not use advertising or cross-site tracking cookies.',
      'We do not read your workspace content, except when you ask us for help or when we must investigate abuse.',
    ],
  },
  {
    heading: 'Cookies and browser storage',
    paragraphs: [
      'Folio uses one cookie: a secure, http-only sign-in cookie that keeps you logged in. The app also keeps your access token, your theme choice and a few interface settings (such as a dismissed checklist) in your browser’s local storage. Signing out removes the session from your browser and from our servers.',
    ],
  },
  {
    heading: 'Who else is involved',
    paragraphs: [
      'We rely on a small number of providers to run Folio: our hosting provider, an email delivery service and, for paid plans, a payment provider. They process data only on our instructions and only as needed to provide their service.',
    ],
  },
  {
    heading: 'Security',
    paragraphs: [
      'All traffic to Folio is encrypted with HTTPS. Passwords are hashed with a modern algorithm, sign-in tokens are short-lived, access within an organization follows roles, and each organization’s data is kept apart from every other’s. We back up data regularly.',
    ],
  },
  {
    heading: 'How long we keep it',
    paragraphs: [
      'We keep your data while your account is open. When you ask us to delete your account or your organization, we delete its data from the live service within 30 days and from backups as they expire. We may keep billing records for as long as tax law requires.',
    ],
  },
  {
    heading: 'Your rights',
    paragraphs: [
      'You can see and correct your account details on your profile page at any time. You can ask us for a copy of your data, to correct it, or to delete it, by writing to us. If you are not satisfied with our answer, you can complain to your local data protection authority.',
    ],
  },
];

function PrivacyPage() {
  return (
    <LegalPage
      title={TEXTS.privacyPolicy}
      intro={TEXTS.thisPageExplainsWhatInformation}
      sections={SECTIONS}
    />
  );
}

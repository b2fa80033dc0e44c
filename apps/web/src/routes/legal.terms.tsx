import { createFileRoute } from '@tanstack/react-router';
import { LegalPage, type LegalSection } from '../features/legal/legal-page';
import { screenHead } from '../lib/page-title';
import { TEXTS } from '../lib/texts';

export const Route = createFileRoute('/legal/terms')({
  head: () => screenHead('Terms of Service'),
  component: TermsPage,
});

const SECTIONS: LegalSection[] = [
  {
    heading: 'The service',
    paragraphs: [
      'Folio is an online tool for keeping track of clients, projects and invoices, alone or with a team. We run it, keep it available and improve it over time. Features may change; when we remove something you rely on, we tell you ahead of time.',
    ],
  },
  {
    heading: 'Your account',
    points: [
      'You must give a real email address and keep your password to yourself. You are responsible for what happens under your account.',
      'The person who creates an organization is its first admin. Admins decide who joins and which role each member has.',
      'You must be old enough to enter a contract where you live, and you may not use Folio if the law forbids you to.',
    ],
  },
  {
    heading: 'Your data stays yours',
    paragraphs: [
      'Everything you put into Folio (clients, projects, invoices, notes) belongs to you or your organization. We only use it to run the service for you, as our Privacy Policy explains. You can export your activity log at any time, and we will help you take the rest of your data with you if you leave.',
      'You are responsible for having the right to store the information you enter, including your clients’ contact details.',
    ],
  },
  {
    heading: 'Acceptable use',
    points: [
      'Do not use Folio to send spam, to defraud anyone, or to store content that is illegal.',
      'Do not try to get into other organizations’ data, overload the service, or get around plan limits or security controls.',
      'We may suspend an account that puts other customers or the service at risk. We will tell you why, unless the law prevents us.',
    ],
  },
  {
    heading: 'Plans and payment',
    points: [
      'The Free plan costs nothing and has the limits shown on our pricing page. Paid plans are billed monthly in advance through our payment provider.',
      'You can cancel a paid plan at any time from the billing page; it stays active until the end of the period you paid for. We do not refund partial months unless the law requires it.',
      'We announce price changes at least 30 days before they apply to you.',
    ],
  },
  {
    heading: 'Availability and liability',
    paragraphs: [
      'We work hard to keep Folio running and your data safe, and we take regular backups, but we cannot promise the service will never be interrupted. Folio is provided as it is. Business plans can add a service-level agreement with specific commitments.',
      'To the extent the law allows, our total liability for any claim is limited to the amount you paid us in the twelve months before it arose. Nothing here limits liability that cannot be limited by law.',
    ],
  },
  {
    heading: 'Ending the agreement',
    paragraphs: [
      'You can stop using Folio and ask us to delete your account at any time. If we ever shut the service down, we will give you at least 60 days’ notice and a way to export your data.',
    ],
  },
  {
    heading: 'Changes to these terms',
    paragraphs: [
      'If we change these terms in a way that matters, we will email account owners before the change takes effect. Continuing to use Folio after that means you accept the new terms.',
    ],
  },
];

function TermsPage() {
  return (
    <LegalPage title={TEXTS.termsOfService} intro={TEXTS.theseTermsAreTheAgreement} sections={SECTIONS} />
  );
}

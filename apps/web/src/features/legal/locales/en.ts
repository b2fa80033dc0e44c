/**
 * The legal pages' texts in English: the source of every language. The policies are lists of
 * sections, each a heading with paragraphs or points; every language has the same sections, with as
 * many paragraphs and points.
 */
export default {
  contact: 'Contact',
  questions: 'Questions about this page? Write to',
  personWillAnswer: 'and a person will answer.',
  /** The privacy policy's sections, in order. */
  privacy: [
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
  ],
  /** The terms of service's sections, in order. */
  terms: [
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
  ],
} as const;

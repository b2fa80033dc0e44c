/** The client's quote page (the link a quote email carries) in English: the source of every language. */
export default {
  heading: 'Quote {displayNumber}',
  loading: 'Loading the quote…',
  notFoundTitle: 'Link not valid',
  notFound: 'This quote link is not valid. Ask the sender for a new one.',
  failedTitle: 'Could not load the quote',
  retry: 'Try again',
  quoteFor: 'Quote for',
  issued: 'Issued',
  validUntil: 'Valid until',
  /** Asked before Accept records anything. */
  acceptTitle: 'Accept this quote',
  acceptIntro:
    'Type your full name to sign. The time, your name, your address and your browser are recorded.',
  fullName: 'Full name',
  nameRequired: 'Enter your name to accept the quote',
  accept: 'Accept',
  acceptAndSign: 'Accept and sign',
  decline: 'Decline',
  declineTitle: 'Decline this quote?',
  declineIntro: 'You can tell the sender why (optional).',
  reason: 'Reason',
  confirmDecline: 'Decline the quote',
  back: 'Back',
  /** The states the page shows once answered, or when it can no longer be. */
  acceptedTitle: 'Quote accepted',
  acceptedBy: 'Accepted by {name} on {date}.',
  declinedTitle: 'Quote declined',
  declinedOn: 'Declined on {date}.',
  expiredTitle: 'Quote expired',
  expired: 'This quote was valid until {date}. Ask the sender for a new one.',
  answerFailed: 'Your answer could not be recorded. Try again.',
} as const;

/** The unsubscribe page's texts in English: the source of every language. */
export default {
  title: 'Activity email',
  pending: 'Turning the daily activity email off…',
  failedTitle: 'Could not unsubscribe',
  backToFolio: 'Go to Folio',
} as const;

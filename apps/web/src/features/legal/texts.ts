/** The legal pages' own texts (the policies' bodies are in the routes' sections). */
export const LEGAL_TEXTS = {
  contact: 'Contact',
  questions: 'Questions about this page? Write to',
  personWillAnswer: 'and a person will answer.',
} as const;

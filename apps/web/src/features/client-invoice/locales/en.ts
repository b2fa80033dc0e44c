/** The client's invoice page (the link an invoice email carries) in English: the source of every language. */
export default {
  /** The browser tab's title. */
  heading: 'Invoice #{displayNumber}',
  loading: 'Loading the invoice…',
  notFoundTitle: 'Link not valid',
  notFound: 'This invoice link is not valid. Ask the sender for a new one.',
  goneTitle: 'Invoice withdrawn',
  gone: 'This invoice is no longer available.',
  failedTitle: 'Could not load the invoice',
  retry: 'Try again',
  from: 'From',
  billTo: 'Bill to',
  taxId: 'Tax number: {taxId}',
  issued: 'Issued',
  dueDate: 'Due date',
  /** The list of the invoice's lines. */
  items: 'Items',
  /** Under a line's description: "2 × $50.00", then the discount and the taxes. */
  lineQuantity: '{quantity} × {unitPrice}',
  lineDiscount: '−{percent}',
  lineAmount: 'Amount',
  totals: {
    title: 'Totals',
    subtotal: 'Subtotal',
    discount: 'Discount',
    /** A tax's row: "VAT 23%". */
    rate: '{name} {percent}',
    /** The same row when prices include tax: the tax is part of the amounts. */
    includedRate: 'incl. {rate}',
    total: 'Total',
    totalInclTax: 'Total incl. tax',
    paid: 'Paid',
    balanceDue: 'Balance due',
  },
  paidInFull: 'This invoice is paid. Thank you!',
  downloadPdf: 'Download PDF',
  pay: 'Pay {amount}',
  /** The amount field before Pay, where partial payments are allowed. */
  amount: 'Amount to pay',
  amountHint: 'Pay all or part of the balance: from {min} to {max}.',
  /** The test payment page (/i/{token}/pay/{checkoutId}), while no Stripe keys are configured. */
  mock: {
    badge: 'Test',
    title: 'Test payment',
    notice:
      'This page stands in for the card payment page while no Stripe keys are configured. No card is asked for and no money moves.',
    seller: 'Pay to',
    invoice: 'Invoice number',
    amount: 'Amount',
    backToInvoice: 'Back to the invoice',
    expired: 'This payment page has expired. Start again from the invoice.',
    loading: 'Loading the payment…',
  },
  howToPay: 'How to pay',
  logo: 'Logo of {name}',
} as const;

import {
  formatMoney,
  type Invoice,
  isInvoiceSettled,
  type Locale,
  type MessageKey,
  translate,
} from '@folio/contracts';
import type { PDFFont } from 'pdf-lib';
import type { InvoicePdfData } from './invoice-pdf-input';

/**
 * The words of an invoice PDF and how they fit: what each label says, how dates, quantities and
 * titles are written, and how text is cleaned, measured, shortened and wrapped to a width in the
 * PDF's fonts. invoice-pdf.ts decides where things go and draws them; nothing here draws.
 */

/** Letters and dashes that no decomposition reduces to a plainer letter, should a font lack them. */
const LOOKALIKES: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŧ: 'T',
  ŧ: 't',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2212': '-',
};

/**
 * `at`, or the nearest cut that does not split a surrogate pair (a character beyond the BMP, such
 * as a rare ideograph the fallback fonts have): back one, or on with `forward`.
 */
const keepPairs = (text: string, at: number, forward = false) => {
  const code = text.charCodeAt(at - 1);
  if (at <= 0 || at >= text.length || code < 0xd800 || code > 0xdbff) return at;
  return forward ? at + 1 : at - 1;
};

/** Text drawn smaller to fit its width never goes below this size. */
const MIN_FITTED_SIZE = 6;

/** A piece of a string drawn in one font. */
export type TextRun = { text: string; font: PDFFont };

/**
 * Text in the PDF's fonts (invoice-pdf-fonts.ts): DejaVu Sans regular and bold for Latin, Greek
 * and Cyrillic, then the fallbacks the document needs (Chinese, Japanese, Korean), which draw
 * both weights. Text is reduced to the characters some font has, since drawing a character a font
 * lacks fails the whole PDF: such a character loses its accent when that is enough, anything else
 * (an emoji, a script no font covers) becomes "?". Each character is measured and drawn in the
 * font that has it, a string as runs of one font.
 */
export class TextLayout {
  private readonly charset: Set<number>;
  private readonly fallbackSets: { font: PDFFont; charset: Set<number> }[];
  /** The fallback drawing each character DejaVu lacks (null: none has it), looked up once. */
  private readonly fallbackOf = new Map<string, PDFFont | null>();

  constructor(
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    readonly fallbacks: readonly PDFFont[] = [],
    /** The document's language: its labels, money, dates and numbers. */
    readonly words: PdfWords = pdfWords('en'),
  ) {
    const boldSet = new Set(bold.getCharacterSet());
    this.charset = new Set(regular.getCharacterSet().filter((code) => boldSet.has(code)));
    this.fallbackSets = fallbacks.map((font) => ({ font, charset: new Set(font.getCharacterSet()) }));
  }

  /** The font drawing `char` for text set in `font` (regular or bold); null when none has it. */
  private fontOf(char: string, font: PDFFont): PDFFont | null {
    const code = char.codePointAt(0)!;
    if (this.charset.has(code)) return font;
    let fallback = this.fallbackOf.get(char);
    if (fallback === undefined) {
      fallback = this.fallbackSets.find((entry) => entry.charset.has(code))?.font ?? null;
      this.fallbackOf.set(char, fallback);
    }
    return fallback;
  }

  private encodable(char: string) {
    return this.fontOf(char, this.regular) !== null;
  }

  /** One line of printable text: whitespace collapsed, characters reduced to what the fonts encode. */
  clean(text: string) {
    let out = '';
    // Composed (NFC): a letter typed as base + combining accent is the one glyph the font has for it.
    for (const char of text.normalize('NFC').replace(/\s+/g, ' ').trim()) {
      if (this.encodable(char)) {
        out += char;
        continue;
      }
      const plain = Array.from((LOOKALIKES[char] ?? char).normalize('NFKD'))
        .filter((part) => this.encodable(part))
        .join('');
      out += plain || '?';
    }
    return out;
  }

  /**
   * `text` (cleaned) as runs of the font drawing each character: one run when `font` has them
   * all, as in an invoice without CJK.
   */
  runs(text: string, font = this.regular): TextRun[] {
    const runs: TextRun[] = [];
    let current: TextRun | undefined;
    for (const char of text) {
      const drawing = this.fontOf(char, font) ?? font;
      if (current?.font === drawing) current.text += char;
      else {
        current = { text: char, font: drawing };
        runs.push(current);
      }
    }
    return runs;
  }

  /** Each character's advance per font asked for, at 1000 points, measured once per render. */
  private readonly advances = new Map<PDFFont, Map<string, number>>();

  /**
   * The width of `text` as the sum of its characters' advances, each in the font that draws it.
   * An embedded TrueType font measures a string by laying it out (glyph lookup, kerning) on every
   * call, and wrapping measures the same long words many times: the largest invoice took over
   * 30 s. The fonts are set glyph by glyph without kerning (invoice-pdf-fonts.ts), so the sum is
   * the drawn width.
   */
  width(text: string, size: number, font = this.regular) {
    let advances = this.advances.get(font);
    if (!advances) {
      advances = new Map();
      this.advances.set(font, advances);
    }
    let total = 0;
    for (const char of text) {
      let advance = advances.get(char);
      if (advance === undefined) {
        advance = (this.fontOf(char, font) ?? font).widthOfTextAtSize(char, 1000);
        advances.set(char, advance);
      }
      total += advance;
    }
    return (total * size) / 1000;
  }

  /**
   * The length of the longest prefix of `text` that, followed by `suffix`, fits `maxWidth`. The
   * width grows with the length, so a binary search finds it: measuring one character less at a
   * time took seconds per long word, and the whole server waited for it.
   */
  private fittingLength(text: string, size: number, maxWidth: number, font: PDFFont, suffix = '') {
    let low = 0;
    let high = text.length;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (this.width(`${text.slice(0, middle)}${suffix}`, size, font) <= maxWidth) low = middle;
      else high = middle - 1;
    }
    return keepPairs(text, low);
  }

  /** `text` shortened with an ellipsis until it fits `maxWidth`. */
  fit(text: string, size: number, maxWidth: number, font = this.regular) {
    if (this.width(text, size, font) <= maxWidth) return text;
    const cut = this.fittingLength(text, size, maxWidth, font, '…');
    return `${text.slice(0, cut).trimEnd()}…`;
  }

  /** Word-wrapped lines of at most `maxWidth`; words longer than a line are split. */
  wrap(text: string, size: number, maxWidth: number, maxLines: number, font = this.regular) {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(' ').filter(Boolean)) {
      // One line past the limit is enough to know the text is cut.
      if (lines.length > maxLines) break;
      const candidate = line ? `${line} ${word}` : word;
      if (this.width(candidate, size, font) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (this.width(rest, size, font) > maxWidth && rest.length > 1 && lines.length <= maxLines) {
        const cut = this.fittingLength(rest, size, maxWidth, font) || keepPairs(rest, 1, true);
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    if (line) lines.push(line);
    if (lines.length > maxLines) {
      const kept = lines.slice(0, maxLines);
      kept[maxLines - 1] = this.fit(`${kept[maxLines - 1]}…`, size, maxWidth, font);
      return kept;
    }
    return lines.length > 0 ? lines : [''];
  }

  /**
   * The size at which `value` fits `maxWidth`: `size`, or half a point smaller at a time down to
   * 6 points. A value is drawn smaller rather than cut; without `maxWidth` it keeps `size`.
   */
  sizeToFit(value: string, size: number, font: PDFFont, maxWidth?: number) {
    let fitted = size;
    while (maxWidth && fitted > MIN_FITTED_SIZE && this.width(value, fitted, font) > maxWidth) fitted -= 0.5;
    return fitted;
  }
}

/**
 * The status as the client should read it: computed overdue, and paid once settled (nothing left
 * to pay, a zero total included), as the lists and tiles count it.
 */
export function pdfStatusOf(invoice: Invoice): Invoice['status'] {
  if (invoice.status === 'archived') return 'archived';
  if (isInvoiceSettled(invoice)) return 'paid';
  if (invoice.overdue || invoice.status === 'overdue') return 'overdue';
  if (invoice.status === 'sent') return 'sent';
  return 'draft';
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "24 Nov 2026" (UTC), from a calendar date or a timestamp; null stays null. */
export const formatPdfDate = (value: string | null) => {
  if (!value) return null;
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return null;
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
};

const formatQuantity = (quantity: number) => quantity.toLocaleString('en-US', { maximumFractionDigits: 4 });

/** `invoice-0007-ACME.pdf`: the displayed number, reduced to characters safe in a header. */
export const invoicePdfFileName = (invoice: Pick<Invoice, 'displayNumber'>) =>
  `invoice-${invoice.displayNumber.replace(/[^A-Za-z0-9._-]+/g, '_')}.pdf`;

/** "Invoice #0007-ACME": the title the web app shows for the invoice ("Quote Q-0001" for a quote). */
export const invoiceTitle = (
  invoice: Pick<Invoice, 'displayNumber'>,
  words: PdfWords = pdfWords('en'),
  quote = false,
) => words.text(quote ? 'PDF_MSG.quoteTitle' : 'PDF_MSG.invoiceTitle', { number: invoice.displayNumber });

/**
 * "Organization · Invoice #0007" and what follows, in `maxWidth`: a long organization name is
 * shortened, never the invoice's part.
 */
export function runningLabel(
  layout: TextLayout,
  parts: Pick<InvoicePdfData, 'organization' | 'seller' | 'quote'> & {
    invoice: Pick<Invoice, 'displayNumber'>;
  },
  after: string,
  size: number,
  maxWidth: number,
  font: PDFFont,
) {
  const rest = ` · ${layout.clean(invoiceTitle(parts.invoice, layout.words, Boolean(parts.quote)))}${after}`;
  const room = Math.max(maxWidth - layout.width(rest, size, font), maxWidth / 3);
  return layout.fit(
    `${layout.fit(layout.clean(sellerName(parts)), size, room, font)}${rest}`,
    size,
    maxWidth,
    font,
  );
}

/**
 * How to reach the billed client, printed under its name: the email, then the address's lines
 * that are not blank, at most 6 lines, then its tax number; each shortened to `maxWidth`.
 */
export function contactLines(
  layout: TextLayout,
  contact: { email: string | null; address: string | null; taxId?: string | null | undefined } | undefined,
  size: number,
  maxWidth: number,
) {
  const lines = [
    ...(contact?.email ? [layout.clean(contact.email)] : []),
    ...addressLines(layout, contact?.address),
  ].slice(0, 6);
  if (contact?.taxId) lines.push(taxNumberLine(layout, contact.taxId));
  return lines.map((line) => layout.fit(line, size, maxWidth));
}

const addressLines = (layout: TextLayout, address: string | null | undefined) =>
  (address ?? '')
    .split(/\r?\n/)
    .map((line) => layout.clean(line))
    .filter(Boolean);

/** "Tax number: DE123456789", for the seller and the billed client alike. */
const taxNumberLine = (layout: TextLayout, taxId: string) =>
  `${layout.words.text('PDF_MSG.taxNumber')}: ${layout.clean(taxId)}`;

type Seller = NonNullable<InvoicePdfData['seller']>;

/** The name the invoice is issued under: the legal name when the organization gave one. */
export const sellerName = (data: Pick<InvoicePdfData, 'organization' | 'seller'>) =>
  data.seller?.legalName?.trim() || data.organization.name;

/**
 * The seller's details under its name: the address's lines (at most 5), the tax number, email,
 * phone and website, each on its own line shortened to `maxWidth`; none without details.
 */
export function sellerLines(layout: TextLayout, seller: Seller | undefined, size: number, maxWidth: number) {
  if (!seller) return [];
  const lines = [
    ...addressLines(layout, seller.address).slice(0, 5),
    ...(seller.taxId ? [taxNumberLine(layout, seller.taxId)] : []),
    ...[seller.email, seller.phone, seller.website].flatMap((value) =>
      value?.trim() ? [layout.clean(value)] : [],
    ),
  ];
  return lines.map((line) => layout.fit(line, size, maxWidth));
}

/** "20%", "7.5%", "8.875%". */
const formatPercent = (percent: number) =>
  `${percent.toLocaleString('en-US', { maximumFractionDigits: 3 })}%`;

/**
 * A rate's name and percent (in the document's language), the name without the percent when it
 * already ends with it ("VAT 23%", or "TVA 20 %" written the French way).
 */
const rateParts = (layout: TextLayout, tax: { name: string; percent: number }) => {
  const name = layout.clean(tax.name);
  const percent = layout.words.percent(tax.percent);
  const written = [percent, formatPercent(tax.percent)].find((form) => name.endsWith(form));
  return { name: written ? name.slice(0, -written.length).trimEnd() || name : name, percent };
};

/** "VAT 20%". */
const rateLabel = (layout: TextLayout, tax: { name: string; percent: number }) => {
  const { name, percent } = rateParts(layout, tax);
  return name.endsWith(percent) ? name : `${name} ${percent}`;
};

/**
 * The rates a line carries, in the line's order, as the taxes cell prints them: "VAT 20%" wrapped
 * to `maxWidth` in at most 3 lines, a long name shortened so that its percent still shows. An id
 * the invoice lacks is skipped; `taxes` may be missing on an invoice read before rates existed.
 */
export function taxCellLines(
  layout: TextLayout,
  invoice: Invoice,
  taxRateIds: readonly string[] | undefined,
  size: number,
  maxWidth: number,
) {
  return (taxRateIds ?? []).flatMap((id) => {
    const tax = (invoice.taxes ?? []).find((entry) => entry.taxRateId === id);
    if (!tax) return [];
    const lines = layout.wrap(rateLabel(layout, tax), size, maxWidth, 3);
    const { name, percent } = rateParts(layout, tax);
    return lines.at(-1)!.endsWith(percent) ? lines : [...layout.wrap(name, size, maxWidth, 2), percent];
  });
}

/**
 * One row of the totals block above the balance due; `note` rows print their label alone. A label
 * too long for its room is shortened before its `suffix` (a rate's "20% on €90.00"), which is
 * always printed whole.
 */
export type TotalsRow = { label: string; suffix?: string; amount?: number; negative?: true; note?: true };

/**
 * The totals above the balance due. Without discounts or taxes, Total and Paid as always; with
 * them, the subtotal (sum of the lines), the invoice discount ("Discount (10%)", subtracted), one
 * row per rate ("VAT 20% on €90.00", or "Incl. VAT 20% on …" when prices include tax, under a
 * "Prices include tax" note), then Total and Paid.
 */
export function totalsRows(layout: TextLayout, invoice: Invoice, quote = false): TotalsRow[] {
  const taxes = invoice.taxes ?? [];
  const discountTotal = invoice.discountTotal ?? 0;
  const { words } = layout;
  const rows: TotalsRow[] = [];
  if (taxes.length > 0 || discountTotal > 0) {
    rows.push({ label: words.text('PDF_MSG.subtotal'), amount: invoice.subtotal ?? invoice.total });
    if (discountTotal > 0) {
      const percent =
        invoice.discount?.type === 'percent' ? ` (${words.percent(invoice.discount.value)})` : '';
      rows.push({
        label: `${words.text('PDF_MSG.discount')}${percent}`,
        amount: discountTotal,
        negative: true,
      });
    }
    if (invoice.pricesIncludeTax && taxes.length > 0)
      rows.push({ label: words.text('PDF_MSG.pricesIncludeTax'), note: true });
    for (const tax of taxes) {
      const on = words.money(tax.taxableAmount, invoice.currency);
      const { name, percent } = rateParts(layout, tax);
      rows.push({
        label: invoice.pricesIncludeTax ? words.text('PDF_MSG.inclusiveTax', { name }) : name,
        suffix: ` ${words.text('PDF_MSG.taxOn', { percent, amount: on })}`,
        amount: tax.amount,
      });
    }
  }
  // A quote's total is its band (drawTotals): nothing is paid or due on a quote.
  if (quote) return rows;
  rows.push({ label: words.text('PDF_MSG.total'), amount: invoice.total });
  rows.push({ label: words.text('PDF_MSG.paid'), amount: invoice.paidAmount });
  return rows;
}

/**
 * A free text of several lines (payment instructions, the invoice footer) as printed lines:
 * each of its lines wrapped to `maxWidth`, a blank line kept as an empty one (a paragraph break),
 * blank lines at either end dropped.
 */
export function paragraphLines(
  layout: TextLayout,
  text: string | null | undefined,
  size: number,
  maxWidth: number,
) {
  const lines = (text ?? '').split(/\r?\n/).flatMap((line) => {
    const cleaned = layout.clean(line);
    return cleaned ? layout.wrap(cleaned, size, maxWidth, 40) : [''];
  });
  while (lines[0] === '') lines.shift();
  while (lines.at(-1) === '') lines.pop();
  return lines.filter((line, index) => line !== '' || lines[index - 1] !== '');
}

/** The dates that exist and the currency, as label and value; `due` marks the due date (a quote's validity). */
export function dateRows(
  invoice: Invoice,
  words: PdfWords = pdfWords('en'),
  quote?: InvoicePdfData['quote'],
): { label: string; value: string; due?: true }[] {
  const rows: [string, string | null, true?][] = quote
    ? [
        [words.text('PDF_MSG.issueDate'), words.date(invoice.createdAt)],
        [words.text('PDF_MSG.validUntil'), words.date(quote.validUntil), true],
        [words.text('PDF_MSG.sentOn'), words.date(invoice.sentAt)],
        [words.text('PDF_MSG.currency'), invoice.currency],
      ]
    : [
        [words.text('PDF_MSG.issueDate'), words.date(invoice.createdAt)],
        [words.text('PDF_MSG.dueDate'), words.date(invoice.dueDate), true],
        [words.text('PDF_MSG.sentOn'), words.date(invoice.sentAt)],
        [words.text('PDF_MSG.paidOn'), words.date(invoice.paidAt)],
        [words.text('PDF_MSG.currency'), invoice.currency],
      ];
  return rows.flatMap(([label, value, due]) => (value ? [{ label, value, ...(due ? { due } : {}) }] : []));
}

/** The note beside the totals while something is left to pay. */
export const paymentNote = (layout: TextLayout, invoice: Pick<Invoice, 'displayNumber'>) =>
  layout.words.text('PDF_MSG.paymentNote', { title: layout.clean(invoiceTitle(invoice, layout.words)) });

type PdfKey = Extract<MessageKey, `PDF_MSG.${string}`>;

/** The document's words in one language: labels (PDF_MSG), money, dates, quantities and percents. */
export type PdfWords = {
  readonly locale: Locale;
  text(key: PdfKey, values?: Record<string, unknown>): string;
  money(amount: number, currency: string): string;
  date(value: string | null): string | null;
  quantity(quantity: number): string;
  percent(percent: number): string;
};

/**
 * The spaces Intl puts in numbers (a narrow no-break space groups French thousands) as the
 * no-break space every PDF font draws: an amount never breaks, and no font lacks the character.
 */
const pdfSpaces = (text: string) => text.replace(/\u202f/g, '\u00a0');

const ENGLISH_WORDS: PdfWords = {
  locale: 'en',
  text: (key, values) => translate('en', key, values),
  money: formatMoney,
  date: formatPdfDate,
  quantity: formatQuantity,
  percent: formatPercent,
};

const wordsByLocale = new Map<Locale, PdfWords>([['en', ENGLISH_WORDS]]);

/**
 * The document's words in `locale`. English keeps the app's own formats ("$1,234.56",
 * "24 Nov 2026"); other languages write money, dates and numbers as Intl does in that language
 * ("1 234,56 €" in French, "1.234,56 €" in German, "24 nov. 2026").
 */
export function pdfWords(locale: Locale): PdfWords {
  const known = wordsByLocale.get(locale);
  if (known) return known;
  const moneyFormats = new Map<string, Intl.NumberFormat>();
  const moneyFormat = (currency: string) => {
    let format = moneyFormats.get(currency);
    if (!format) {
      format = new Intl.NumberFormat(locale, { style: 'currency', currency });
      moneyFormats.set(currency, format);
    }
    return format;
  };
  const dateFormat = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const quantityFormat = new Intl.NumberFormat(locale, { maximumFractionDigits: 4 });
  const percentFormat = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 });
  const words: PdfWords = {
    locale,
    text: (key, values) => translate(locale, key, values),
    money: (amount, currency) => pdfSpaces(moneyFormat(currency).format(amount)),
    date: (value) => {
      if (!value) return null;
      const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
      return Number.isNaN(date.getTime()) ? null : pdfSpaces(dateFormat.format(date));
    },
    quantity: (quantity) => pdfSpaces(quantityFormat.format(quantity)),
    // Percent points to a fraction without binary noise (9.975 / 100 is not exactly 0.09975).
    percent: (percent) => pdfSpaces(percentFormat.format(Number((percent / 100).toPrecision(12)))),
  };
  wordsByLocale.set(locale, words);
  return words;
}

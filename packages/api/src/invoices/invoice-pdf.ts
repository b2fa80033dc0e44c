import { formatMoney, type Invoice } from '@folio/contracts';
import {
  type Color,
  degrees,
  PageSizes,
  PDFDocument,
  type PDFFont,
  type PDFPage,
  rgb,
  StandardFonts,
} from 'pdf-lib';

/**
 * What an invoice PDF is drawn from: the invoice as the API answers it, the issuing
 * organization and, when known, how to reach the billed client (printed under its name).
 */
export type InvoicePdfData = {
  invoice: Invoice;
  organization: { name: string };
  clientContact?: { email: string | null; address: string | null } | undefined;
};

const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
const MARGIN = 50;
const RIGHT = PAGE_WIDTH - MARGIN;
/** Lowest point for table rows and totals; the footer lives below it. */
const BOTTOM = MARGIN + 30;
/** The right-hand column of the first page (dates, balance box) and of the totals block. */
const SIDE_X = 345;

const INK = rgb(0.11, 0.13, 0.16);
const MUTED = rgb(0.42, 0.45, 0.5);
const RULE = rgb(0.85, 0.87, 0.9);
const ACCENT = rgb(0.16, 0.33, 0.7);
const FILL = rgb(0.955, 0.963, 0.975);
const GREEN = rgb(0.09, 0.5, 0.3);
const RED = rgb(0.75, 0.15, 0.15);

/** Table columns: the description is left-aligned, the numbers right-aligned at their edge. */
const COL = {
  descriptionX: MARGIN + 8,
  descriptionWidth: 250,
  quantityRight: 366,
  quantityWidth: 52,
  unitPriceRight: 452,
  unitPriceWidth: 80,
  amountRight: RIGHT - 8,
  amountWidth: 84,
};
const ROW_FONT_SIZE = 10;
const ROW_LINE_HEIGHT = 13;
const ROW_PADDING = 10;
const MAX_DESCRIPTION_LINES = 20;
/** Height of the totals block (amounts, balance band and PAID stamp). */
const TOTALS_HEIGHT = 100;

const STATUS_LABEL: Record<Invoice['status'], string> = {
  draft: 'Draft',
  sent: 'Sent',
  paid: 'Paid',
  overdue: 'Overdue',
  archived: 'Archived',
};

/** Nothing left to pay: the status is paid, or a payment covered the total (a zero total is not "paid"). */
const isPaidInFull = (invoice: Invoice) =>
  invoice.status === 'paid' || (invoice.paidAmount > 0 && invoice.balanceDue <= 0);

/** The status as the client should read it: computed overdue, and paid once nothing is left to pay. */
function statusOf(invoice: Invoice): { label: string; color: Color } {
  if (invoice.status === 'archived') return { label: STATUS_LABEL.archived, color: MUTED };
  if (isPaidInFull(invoice)) return { label: STATUS_LABEL.paid, color: GREEN };
  if (invoice.overdue || invoice.status === 'overdue') return { label: STATUS_LABEL.overdue, color: RED };
  if (invoice.status === 'sent') return { label: STATUS_LABEL.sent, color: ACCENT };
  return { label: STATUS_LABEL.draft, color: MUTED };
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

/** "Invoice #0007-ACME": the title the web app shows for the invoice. */
const invoiceTitle = (invoice: Pick<Invoice, 'displayNumber'>) => `Invoice #${invoice.displayNumber}`;

/** Letters and dashes outside WinAnsi that no decomposition reduces to a letter of it. */
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
 * Lays out text on pages, keeping the cursor (`y`, the next free height) and opening pages as
 * needed. The standard fonts only encode WinAnsi (Latin-1 plus €, £, dashes, quotes…), so
 * text is reduced to that set first: a letter outside it loses its accent when that is enough
 * ("ő" → "o", "ł" → "l", "ﬁ" → "fi"), anything else becomes "?" instead of failing the PDF.
 */
class Layout {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  y = 0;
  private readonly charset: Set<number>;

  constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    const boldSet = new Set(bold.getCharacterSet());
    this.charset = new Set(regular.getCharacterSet().filter((code) => boldSet.has(code)));
  }

  addPage() {
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.pages.push(this.page);
    this.y = PAGE_HEIGHT - MARGIN;
  }

  private encodable(char: string) {
    return this.charset.has(char.codePointAt(0)!);
  }

  /** One line of printable text: whitespace collapsed, characters reduced to what the font encodes. */
  clean(text: string) {
    let out = '';
    for (const char of text.replace(/\s+/g, ' ').trim()) {
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

  width(text: string, size: number, font = this.regular) {
    return font.widthOfTextAtSize(text, size);
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
    return low;
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
        const cut = Math.max(1, this.fittingLength(rest, size, maxWidth, font));
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

  text(
    value: string,
    x: number,
    y: number,
    options: { size: number; font?: PDFFont; color?: Color; rotate?: number },
  ) {
    this.page.drawText(value, {
      x,
      y,
      size: options.size,
      font: options.font ?? this.regular,
      color: options.color ?? INK,
      ...(options.rotate ? { rotate: degrees(options.rotate) } : {}),
    });
  }

  /** Right-aligned at `right`; a value too wide for `maxWidth` is drawn smaller rather than cut. */
  textRight(
    value: string,
    right: number,
    y: number,
    options: { size: number; font?: PDFFont; color?: Color; maxWidth?: number },
  ) {
    const font = options.font ?? this.regular;
    let size = options.size;
    while (options.maxWidth && size > 6 && this.width(value, size, font) > options.maxWidth) size -= 0.5;
    this.text(value, right - this.width(value, size, font), y, { ...options, size, font });
  }

  rule(y: number, options: { thickness?: number; color?: Color; from?: number; to?: number } = {}) {
    this.page.drawLine({
      start: { x: options.from ?? MARGIN, y },
      end: { x: options.to ?? RIGHT, y },
      thickness: options.thickness ?? 0.5,
      color: options.color ?? RULE,
    });
  }

  box(x: number, top: number, width: number, height: number, color: Color = FILL) {
    this.page.drawRectangle({ x, y: top - height, width, height, color });
  }

  /** A rounded label ("SENT") right-aligned at `right`, its top at `top`. */
  pill(label: string, right: number, top: number, color: Color) {
    const size = 8;
    const height = 16;
    const width = this.width(label, size, this.bold) + 18;
    const r = height / 2;
    const left = right - width;
    this.page.drawSvgPath(
      `M ${r} 0 H ${width - r} A ${r} ${r} 0 0 1 ${width - r} ${height} H ${r} A ${r} ${r} 0 0 1 ${r} 0 Z`,
      { x: left, y: top, borderColor: color, borderWidth: 1 },
    );
    this.text(label, left + 9, top - height + 5.2, { size, font: this.bold, color });
  }
}

/** A small uppercase heading over a block ("BILL TO"). */
const caption = (layout: Layout, label: string, x: number, y: number) =>
  layout.text(label, x, y, { size: 7.5, font: layout.bold, color: MUTED });

/**
 * Title block of the first page: the issuer and the invoice's number and status, then who is
 * billed (with contact details and projects) beside the dates and the balance due.
 */
function drawFirstPageHeader(layout: Layout, data: InvoicePdfData) {
  const { invoice } = data;
  const top = layout.y;

  // The issuer, prominently (two lines at most), and the invoice's title and status.
  const orgLines = layout.wrap(layout.clean(data.organization.name), 20, 280, 2, layout.bold);
  let left = top - 18;
  for (const line of orgLines) {
    layout.text(line, MARGIN, left, { size: 20, font: layout.bold });
    left -= 24;
  }
  layout.textRight(layout.clean(invoiceTitle(invoice)), RIGHT, top - 18, {
    size: 22,
    font: layout.bold,
    color: ACCENT,
    maxWidth: 200,
  });
  const status = statusOf(invoice);
  layout.pill(status.label.toUpperCase(), RIGHT, top - 28, status.color);
  const ruleY = Math.min(left + 8, top - 56);
  layout.rule(ruleY, { thickness: 1.5, color: ACCENT });

  // Left column: who is billed, how to reach them, and for which projects.
  const columnWidth = SIDE_X - MARGIN - 30;
  left = ruleY - 28;
  caption(layout, 'BILL TO', MARGIN, left);
  left -= 17;
  for (const line of layout.wrap(layout.clean(invoice.client.name), 12, columnWidth, 2, layout.bold)) {
    layout.text(line, MARGIN, left, { size: 12, font: layout.bold });
    left -= 15;
  }
  const contact = data.clientContact;
  const contactLines = [
    ...(contact?.email ? [layout.clean(contact.email)] : []),
    ...(contact?.address ?? '')
      .split(/\r?\n/)
      .map((line) => layout.clean(line))
      .filter(Boolean),
  ];
  for (const line of contactLines.slice(0, 6)) {
    layout.text(layout.fit(line, 10, columnWidth), MARGIN, left, { size: 10, color: MUTED });
    left -= 13;
  }
  if (invoice.project.length > 0) {
    left -= 12;
    caption(layout, invoice.project.length > 1 ? 'PROJECTS' : 'PROJECT', MARGIN, left);
    const titles = layout.clean(invoice.project.map((p) => p.title).join(', '));
    for (const line of layout.wrap(titles, 10, columnWidth, 4)) {
      left -= 14;
      layout.text(line, MARGIN, left, { size: 10 });
    }
  }

  // Right column: the dates that exist, the currency, and the balance due.
  const dates: [string, string | null, Color?][] = [
    ['Issue date', formatPdfDate(invoice.createdAt)],
    ['Due date', formatPdfDate(invoice.dueDate), status.color === RED ? RED : undefined],
    ['Sent', formatPdfDate(invoice.sentAt)],
    ['Paid', formatPdfDate(invoice.paidAt)],
    ['Currency', invoice.currency],
  ];
  let right = ruleY - 28;
  for (const [label, value, color] of dates) {
    if (!value) continue;
    layout.text(label, SIDE_X, right, { size: 9, color: MUTED });
    layout.textRight(value, RIGHT, right, { size: 10, ...(color ? { color, font: layout.bold } : {}) });
    right -= 17;
  }
  right -= 4;
  const boxHeight = 46;
  layout.box(SIDE_X - 10, right + 6, RIGHT - SIDE_X + 10, boxHeight);
  caption(layout, 'BALANCE DUE', SIDE_X, right - 8);
  layout.textRight(formatMoney(invoice.balanceDue, invoice.currency), RIGHT - 8, right - 30, {
    size: 16,
    font: layout.bold,
    color: isPaidInFull(invoice) ? GREEN : INK,
    maxWidth: RIGHT - SIDE_X - 16,
  });
  right -= boxHeight;

  layout.y = Math.min(left, right) - 22;
}

/**
 * "Organization · Invoice #0007" and what follows, in `maxWidth`: a long organization name is
 * shortened, never the invoice's part.
 */
function runningLabel(
  layout: Layout,
  data: InvoicePdfData,
  after: string,
  size: number,
  maxWidth: number,
  font: PDFFont,
) {
  const rest = ` · ${layout.clean(invoiceTitle(data.invoice))}${after}`;
  const room = Math.max(maxWidth - layout.width(rest, size, font), maxWidth / 3);
  return layout.fit(
    `${layout.fit(layout.clean(data.organization.name), size, room, font)}${rest}`,
    size,
    maxWidth,
    font,
  );
}

/** Top of a continuation page: who and which invoice, so a loose page is still identifiable. */
function drawContinuationHeader(layout: Layout, data: InvoicePdfData) {
  const top = layout.y;
  const label = runningLabel(layout, data, ' (continued)', 10, RIGHT - MARGIN, layout.bold);
  layout.text(label, MARGIN, top - 12, {
    size: 10,
    font: layout.bold,
    color: MUTED,
  });
  layout.rule(top - 22, { thickness: 1, color: ACCENT });
  layout.y = top - 40;
}

function drawTableHeader(layout: Layout) {
  const top = layout.y;
  layout.box(MARGIN, top, RIGHT - MARGIN, 22);
  const y = top - 14.5;
  const style = { size: 7.5, font: layout.bold, color: MUTED };
  layout.text('DESCRIPTION', COL.descriptionX, y, style);
  layout.textRight('QTY', COL.quantityRight, y, style);
  layout.textRight('UNIT PRICE', COL.unitPriceRight, y, style);
  layout.textRight('AMOUNT', COL.amountRight, y, style);
  layout.y = top - 22;
}

function newPageWithTable(layout: Layout, data: InvoicePdfData) {
  layout.addPage();
  drawContinuationHeader(layout, data);
  drawTableHeader(layout);
}

function drawItems(layout: Layout, data: InvoicePdfData) {
  const { invoice } = data;
  drawTableHeader(layout);
  let rowsOnPage = 0;
  invoice.items.forEach((item, index) => {
    const lines = layout.wrap(
      layout.clean(item.description),
      ROW_FONT_SIZE,
      COL.descriptionWidth,
      MAX_DESCRIPTION_LINES,
    );
    const height = ROW_PADDING + lines.length * ROW_LINE_HEIGHT;
    // The last row keeps the totals company, so they never stand alone on a page.
    const last = index === invoice.items.length - 1;
    const needed = height + (last && rowsOnPage > 0 ? TOTALS_HEIGHT : 0);
    if (layout.y - needed < BOTTOM) {
      newPageWithTable(layout, data);
      rowsOnPage = 0;
    }
    rowsOnPage += 1;
    const top = layout.y;
    const baseline = top - 14;
    lines.forEach((line, index) => {
      layout.text(line, COL.descriptionX, baseline - index * ROW_LINE_HEIGHT, { size: ROW_FONT_SIZE });
    });
    layout.textRight(formatQuantity(item.quantity), COL.quantityRight, baseline, {
      size: ROW_FONT_SIZE,
      maxWidth: COL.quantityWidth,
    });
    layout.textRight(formatMoney(item.unitPrice, invoice.currency), COL.unitPriceRight, baseline, {
      size: ROW_FONT_SIZE,
      maxWidth: COL.unitPriceWidth,
    });
    layout.textRight(formatMoney(item.amount, invoice.currency), COL.amountRight, baseline, {
      size: ROW_FONT_SIZE,
      maxWidth: COL.amountWidth,
    });
    layout.y = top - height;
    layout.rule(layout.y);
  });
}

/** A rubber-stamp "PAID" with the payment date, drawn slightly turned, its lower left corner at (x, y). */
function drawPaidStamp(layout: Layout, invoice: Invoice, x: number, y: number) {
  const angle = 8;
  const radians = (angle * Math.PI) / 180;
  const at = (dx: number, dy: number) => ({
    x: x + dx * Math.cos(radians) - dy * Math.sin(radians),
    y: y + dx * Math.sin(radians) + dy * Math.cos(radians),
  });
  const paidOn = formatPdfDate(invoice.paidAt);
  const width = 132;
  const height = paidOn ? 52 : 40;
  layout.page.drawRectangle({
    x,
    y,
    width,
    height,
    borderColor: GREEN,
    borderWidth: 2,
    rotate: degrees(angle),
  });
  const word = 'PAID';
  const wordSize = 26;
  const wordAt = at((width - layout.width(word, wordSize, layout.bold)) / 2, paidOn ? 20 : 11);
  layout.text(word, wordAt.x, wordAt.y, { size: wordSize, font: layout.bold, color: GREEN, rotate: angle });
  if (paidOn) {
    const dateAt = at((width - layout.width(paidOn, 9)) / 2, 8);
    layout.text(paidOn, dateAt.x, dateAt.y, { size: 9, color: GREEN, rotate: angle });
  }
}

/** Total, paid and the balance due (in a band), with the PAID stamp or a payment note beside them. */
function drawTotals(layout: Layout, data: InvoicePdfData) {
  const { invoice } = data;
  if (layout.y - TOTALS_HEIGHT < BOTTOM) {
    layout.addPage();
    drawContinuationHeader(layout, data);
  }
  const top = layout.y;
  let y = top - 24;
  // An amount never runs into its label: it is drawn smaller first.
  const room = (label: string, size: number, font = layout.regular) =>
    COL.amountRight - SIDE_X - layout.width(label, size, font) - 12;
  const row = (label: string, amount: number) => {
    layout.text(label, SIDE_X, y, { size: 10, color: MUTED });
    layout.textRight(formatMoney(amount, invoice.currency), COL.amountRight, y, {
      size: 10,
      maxWidth: room(label, 10),
    });
    y -= 19;
  };
  row('Total', invoice.total);
  row('Paid', invoice.paidAmount);
  const bandTop = y + 7;
  layout.box(SIDE_X - 10, bandTop, RIGHT - SIDE_X + 10, 30);
  layout.rule(bandTop, { from: SIDE_X - 10, thickness: 1, color: INK });
  y = bandTop - 19.5;
  layout.text('Balance due', SIDE_X, y, { size: 12, font: layout.bold });
  layout.textRight(formatMoney(invoice.balanceDue, invoice.currency), COL.amountRight, y, {
    size: 12,
    font: layout.bold,
    color: isPaidInFull(invoice) ? GREEN : INK,
    maxWidth: room('Balance due', 12, layout.bold),
  });

  if (isPaidInFull(invoice)) {
    drawPaidStamp(layout, invoice, MARGIN + 40, top - 86);
  } else if (invoice.status !== 'archived') {
    const note = `Please quote ${layout.clean(invoiceTitle(invoice))} with your payment. Thank you for your business.`;
    let noteY = top - 24;
    for (const line of layout.wrap(note, 9, SIDE_X - MARGIN - 50, 4)) {
      layout.text(line, MARGIN, noteY, { size: 9, color: MUTED });
      noteY -= 12;
    }
  }
  layout.y = bandTop - 30;
}

/** The issuer and invoice at the foot of every page, and "Page n of m" when there are several. */
function drawFooters(layout: Layout, data: InvoicePdfData) {
  const label = runningLabel(layout, data, '', 8, 380, layout.regular);
  const count = layout.pages.length;
  layout.pages.forEach((page, index) => {
    layout.page = page;
    layout.rule(MARGIN + 12);
    layout.text(label, MARGIN, MARGIN, { size: 8, color: MUTED });
    if (count > 1)
      layout.textRight(`Page ${index + 1} of ${count}`, RIGHT, MARGIN, { size: 8, color: MUTED });
  });
}

/**
 * The invoice as a PDF (A4): issuer, number and status; bill-to, projects, dates and balance
 * due; the items table (continued on new pages with its header repeated); totals with a PAID
 * stamp once paid in full; page footers. Amounts are in the invoice's currency, written by
 * formatMoney (a symbol for USD, EUR, GBP, CAD and AUD, the code after the number otherwise).
 */
export async function renderInvoicePdf(data: InvoicePdfData): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const layout = new Layout(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );
  // Document properties are Unicode: the names go in as they are.
  doc.setTitle(invoiceTitle(data.invoice));
  doc.setAuthor(data.organization.name);
  doc.setSubject(`${invoiceTitle(data.invoice)} for ${data.invoice.client.name}`);
  doc.setCreator('Folio');
  doc.setProducer('Folio');
  layout.addPage();
  drawFirstPageHeader(layout, data);
  drawItems(layout, data);
  drawTotals(layout, data);
  drawFooters(layout, data);
  return doc.save();
}

import { type Invoice, isInvoiceSettled, type QuoteStatus } from '@folio/contracts';
import {
  type Color,
  degrees,
  PageSizes,
  PDFDocument,
  type PDFFont,
  type PDFImage,
  type PDFPage,
  rgb,
} from 'pdf-lib';
import { embedInvoiceFonts } from './invoice-pdf-fonts';
import type { InvoicePdfData } from './invoice-pdf-input';
import {
  contactLines,
  dateRows,
  invoiceTitle,
  paragraphLines,
  paymentNote,
  pdfStatusOf,
  pdfWords,
  runningLabel,
  sellerLines,
  sellerName,
  TextLayout,
  taxCellLines,
  totalsRows,
} from './invoice-pdf-layout';

export type { InvoicePdfData };

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

const STATUS_COLOR: Record<Invoice['status'], Color> = {
  draft: MUTED,
  sent: ACCENT,
  paid: GREEN,
  overdue: RED,
  archived: MUTED,
};

const QUOTE_STATUS_COLOR: Record<QuoteStatus, Color> = {
  draft: MUTED,
  sent: ACCENT,
  accepted: GREEN,
  declined: RED,
  expired: RED,
};

/**
 * Table columns: the description is left-aligned, the numbers right-aligned at their edge, the
 * taxes left-aligned. The discount and taxes columns only appear when a line has one, so an
 * invoice without them keeps the wide description column.
 */
type Columns = {
  descriptionX: number;
  descriptionWidth: number;
  quantityRight: number;
  quantityWidth: number;
  unitPriceRight: number;
  unitPriceWidth: number;
  discount?: { right: number; width: number };
  taxes?: { x: number; width: number };
  amountRight: number;
  amountWidth: number;
};

function columnsFor(invoice: Invoice): Columns {
  const amountRight = RIGHT - 8;
  const amountWidth = 80;
  let edge = amountRight - amountWidth - 8;
  let taxes: Columns['taxes'];
  if (invoice.items.some((item) => (item.taxRateIds ?? []).length > 0)) {
    taxes = { x: edge - 72, width: 72 };
    edge -= 82;
  }
  let discount: Columns['discount'];
  if (invoice.items.some((item) => (item.discountPercent ?? 0) > 0)) {
    discount = { right: edge, width: 44 };
    edge -= 52;
  }
  const unitPriceRight = edge;
  const quantityRight = unitPriceRight - 84;
  const descriptionX = MARGIN + 8;
  return {
    descriptionX,
    descriptionWidth: quantityRight - 52 - descriptionX,
    quantityRight,
    quantityWidth: 48,
    unitPriceRight,
    unitPriceWidth: 76,
    ...(discount ? { discount } : {}),
    ...(taxes ? { taxes } : {}),
    amountRight,
    amountWidth,
  };
}
const ROW_FONT_SIZE = 10;
const ROW_LINE_HEIGHT = 13;
const ROW_PADDING = 10;
const MAX_DESCRIPTION_LINES = 20;
const TAX_FONT_SIZE = 8.5;
const TAX_LINE_HEIGHT = 11;
/** Height of a totals row, and the least height of the totals block (the PAID stamp's). */
const TOTALS_ROW_HEIGHT = 19;
const MIN_TOTALS_HEIGHT = 100;
/** The totals' labels start here (left of the first page's side column: tax labels are long). */
const TOTALS_X = 300;
/** The logo's box: scaled down to fit, never up. */
const LOGO_MAX = { width: 140, height: 60 };
const NOTE_SIZE = 9;
const NOTE_LINE_HEIGHT = 12;

/** The totals block's height: its rows, the balance band, and room for the PAID stamp. */
const totalsHeight = (layout: TextLayout, invoice: Invoice, quote = false) =>
  Math.max(MIN_TOTALS_HEIGHT, 24 + totalsRows(layout, invoice, quote).length * TOTALS_ROW_HEIGHT + 40);

/**
 * Draws on the PDF's pages, keeping the cursor (`y`, the next free height) and opening pages as
 * needed. `layout` says what text fits where; this class only places it.
 */
class Canvas {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  y = 0;

  constructor(
    readonly doc: PDFDocument,
    readonly layout: TextLayout,
  ) {}

  addPage() {
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.pages.push(this.page);
    this.y = PAGE_HEIGHT - MARGIN;
  }

  text(
    value: string,
    x: number,
    y: number,
    options: { size: number; font?: PDFFont; color?: Color; rotate?: number },
  ) {
    // Run after run, each in the font that has its characters (CJK in a fallback), from where
    // the previous one ended, along the text's direction when it is turned.
    const radians = ((options.rotate ?? 0) * Math.PI) / 180;
    let at = { x, y };
    for (const run of this.layout.runs(value, options.font ?? this.layout.regular)) {
      this.page.drawText(run.text, {
        ...at,
        size: options.size,
        font: run.font,
        color: options.color ?? INK,
        ...(options.rotate ? { rotate: degrees(options.rotate) } : {}),
      });
      const advance = this.layout.width(run.text, options.size, run.font);
      at = { x: at.x + advance * Math.cos(radians), y: at.y + advance * Math.sin(radians) };
    }
  }

  /** Right-aligned at `right`; a value too wide for `maxWidth` is drawn smaller rather than cut. */
  textRight(
    value: string,
    right: number,
    y: number,
    options: { size: number; font?: PDFFont; color?: Color; maxWidth?: number },
  ) {
    const font = options.font ?? this.layout.regular;
    const size = this.layout.sizeToFit(value, options.size, font, options.maxWidth);
    this.text(value, right - this.layout.width(value, size, font), y, { ...options, size, font });
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
    const width = this.layout.width(label, size, this.layout.bold) + 18;
    const r = height / 2;
    const left = right - width;
    this.page.drawSvgPath(
      `M ${r} 0 H ${width - r} A ${r} ${r} 0 0 1 ${width - r} ${height} H ${r} A ${r} ${r} 0 0 1 ${r} 0 Z`,
      { x: left, y: top, borderColor: color, borderWidth: 1 },
    );
    this.text(label, left + 9, top - height + 5.2, { size, font: this.layout.bold, color });
  }
}

/** A small uppercase heading over a block ("BILL TO"). */
const caption = (canvas: Canvas, label: string, x: number, y: number) =>
  canvas.text(label, x, y, { size: 7.5, font: canvas.layout.bold, color: MUTED });

/**
 * Title block of the first page: the issuer and the invoice's number and status, then who is
 * billed (with contact details and projects) beside the dates and the balance due.
 */
function drawFirstPageHeader(canvas: Canvas, data: InvoicePdfData, logo: PDFImage | undefined) {
  const { invoice } = data;
  const { layout } = canvas;
  const top = canvas.y;

  // The issuer: its logo, its name prominently (two lines at most) and its details; at the right
  // the invoice's title and status.
  let nameTop = top;
  if (logo) {
    const scale = Math.min(LOGO_MAX.width / logo.width, LOGO_MAX.height / logo.height, 1);
    const height = logo.height * scale;
    canvas.page.drawImage(logo, { x: MARGIN, y: top - height, width: logo.width * scale, height });
    nameTop = top - height - 8;
  }
  const orgLines = layout.wrap(layout.clean(sellerName(data)), 20, 280, 2, layout.bold);
  let last = nameTop - 18;
  orgLines.forEach((line, index) => {
    last = nameTop - 18 - index * 24;
    canvas.text(line, MARGIN, last, { size: 20, font: layout.bold });
  });
  const details = sellerLines(layout, data.seller, 9, 280);
  details.forEach((line, index) => {
    const y = last - 16 - index * 12;
    canvas.text(line, MARGIN, y, { size: 9, color: MUTED });
    if (index === details.length - 1) last = y + 4;
  });
  const quote = data.quote ?? null;
  canvas.textRight(layout.clean(invoiceTitle(invoice, layout.words, Boolean(quote))), RIGHT, top - 18, {
    size: 22,
    font: layout.bold,
    color: ACCENT,
    maxWidth: 200,
  });
  const status = pdfStatusOf(invoice);
  canvas.pill(
    layout.words
      .text(quote ? `PDF_MSG.quoteStatus.${quote.status}` : `PDF_MSG.status.${status}`)
      .toLocaleUpperCase(layout.words.locale),
    RIGHT,
    top - 28,
    quote ? QUOTE_STATUS_COLOR[quote.status] : STATUS_COLOR[status],
  );
  const ruleY = Math.min(last - 16, top - 56);
  canvas.rule(ruleY, { thickness: 1.5, color: ACCENT });

  // Left column: who is billed, how to reach them, and for which projects.
  const columnWidth = SIDE_X - MARGIN - 30;
  let left = ruleY - 28;
  caption(canvas, layout.words.text(quote ? 'PDF_MSG.quoteFor' : 'PDF_MSG.billTo'), MARGIN, left);
  left -= 17;
  for (const line of layout.wrap(layout.clean(invoice.client.name), 12, columnWidth, 2, layout.bold)) {
    canvas.text(line, MARGIN, left, { size: 12, font: layout.bold });
    left -= 15;
  }
  for (const line of contactLines(layout, data.clientContact, 10, columnWidth)) {
    canvas.text(line, MARGIN, left, { size: 10, color: MUTED });
    left -= 13;
  }
  if (invoice.project.length > 0) {
    left -= 12;
    caption(
      canvas,
      layout.words.text(invoice.project.length > 1 ? 'PDF_MSG.projects' : 'PDF_MSG.project'),
      MARGIN,
      left,
    );
    const titles = layout.clean(invoice.project.map((p) => p.title).join(', '));
    for (const line of layout.wrap(titles, 10, columnWidth, 4)) {
      left -= 14;
      canvas.text(line, MARGIN, left, { size: 10 });
    }
  }

  // Right column: the dates that exist, the currency, and the balance due.
  let right = ruleY - 28;
  for (const { label, value, due } of dateRows(invoice, layout.words, quote)) {
    canvas.text(label, SIDE_X, right, { size: 9, color: MUTED });
    const overdue = due && (quote ? quote.status === 'expired' : status === 'overdue');
    canvas.textRight(value, RIGHT, right, {
      size: 10,
      ...(overdue ? { color: RED, font: layout.bold } : {}),
    });
    right -= 17;
  }
  right -= 4;
  const boxHeight = 46;
  canvas.box(SIDE_X - 10, right + 6, RIGHT - SIDE_X + 10, boxHeight);
  caption(
    canvas,
    layout.words.text(quote ? 'PDF_MSG.quoteTotalCaption' : 'PDF_MSG.balanceDueCaption'),
    SIDE_X,
    right - 8,
  );
  canvas.textRight(
    layout.words.money(quote ? invoice.total : invoice.balanceDue, invoice.currency),
    RIGHT - 8,
    right - 30,
    {
      size: 16,
      font: layout.bold,
      color: !quote && isInvoiceSettled(invoice) ? GREEN : INK,
      maxWidth: RIGHT - SIDE_X - 16,
    },
  );
  right -= boxHeight;

  canvas.y = Math.min(left, right) - 22;
}

/** Top of a continuation page: who and which invoice, so a loose page is still identifiable. */
function drawContinuationHeader(canvas: Canvas, data: InvoicePdfData) {
  const top = canvas.y;
  const { bold } = canvas.layout;
  const continued = ` ${canvas.layout.words.text('PDF_MSG.continued')}`;
  const label = runningLabel(canvas.layout, data, continued, 10, RIGHT - MARGIN, bold);
  canvas.text(label, MARGIN, top - 12, { size: 10, font: bold, color: MUTED });
  canvas.rule(top - 22, { thickness: 1, color: ACCENT });
  canvas.y = top - 40;
}

function drawTableHeader(canvas: Canvas, columns: Columns) {
  const top = canvas.y;
  canvas.box(MARGIN, top, RIGHT - MARGIN, 22);
  const y = top - 14.5;
  const style = { size: 7.5, font: canvas.layout.bold, color: MUTED };
  const label = (key: Parameters<TextLayout['words']['text']>[0]) => canvas.layout.words.text(key);
  canvas.text(label('PDF_MSG.description'), columns.descriptionX, y, style);
  canvas.textRight(label('PDF_MSG.quantity'), columns.quantityRight, y, style);
  canvas.textRight(label('PDF_MSG.unitPrice'), columns.unitPriceRight, y, style);
  if (columns.discount) canvas.textRight(label('PDF_MSG.discountColumn'), columns.discount.right, y, style);
  if (columns.taxes) canvas.text(label('PDF_MSG.taxes'), columns.taxes.x, y, style);
  canvas.textRight(label('PDF_MSG.amount'), columns.amountRight, y, style);
  canvas.y = top - 22;
}

function newPageWithTable(canvas: Canvas, data: InvoicePdfData, columns: Columns) {
  canvas.addPage();
  drawContinuationHeader(canvas, data);
  drawTableHeader(canvas, columns);
}

function drawItems(canvas: Canvas, data: InvoicePdfData) {
  const { invoice } = data;
  const { layout } = canvas;
  const columns = columnsFor(invoice);
  drawTableHeader(canvas, columns);
  let rowsOnPage = 0;
  invoice.items.forEach((item, index) => {
    const lines = layout.wrap(
      layout.clean(item.description),
      ROW_FONT_SIZE,
      columns.descriptionWidth,
      MAX_DESCRIPTION_LINES,
    );
    const taxLines = columns.taxes
      ? taxCellLines(layout, invoice, item.taxRateIds, TAX_FONT_SIZE, columns.taxes.width)
      : [];
    const height =
      ROW_PADDING + Math.max(lines.length * ROW_LINE_HEIGHT, taxLines.length * TAX_LINE_HEIGHT + 2);
    // The last row keeps the totals company, so they never stand alone on a page.
    const last = index === invoice.items.length - 1;
    const needed = height + (last && rowsOnPage > 0 ? totalsHeight(layout, invoice, Boolean(data.quote)) : 0);
    if (canvas.y - needed < BOTTOM) {
      newPageWithTable(canvas, data, columns);
      rowsOnPage = 0;
    }
    rowsOnPage += 1;
    const top = canvas.y;
    const baseline = top - 14;
    lines.forEach((line, index) => {
      canvas.text(line, columns.descriptionX, baseline - index * ROW_LINE_HEIGHT, { size: ROW_FONT_SIZE });
    });
    taxLines.forEach((line, index) => {
      canvas.text(line, columns.taxes!.x, baseline - index * TAX_LINE_HEIGHT, {
        size: TAX_FONT_SIZE,
        color: MUTED,
      });
    });
    const cells: [string, number, number][] = [
      [layout.words.quantity(item.quantity), columns.quantityRight, columns.quantityWidth],
      [layout.words.money(item.unitPrice, invoice.currency), columns.unitPriceRight, columns.unitPriceWidth],
      [layout.words.money(item.amount, invoice.currency), columns.amountRight, columns.amountWidth],
    ];
    if (columns.discount && (item.discountPercent ?? 0) > 0)
      cells.push([
        layout.words.percent(item.discountPercent),
        columns.discount.right,
        columns.discount.width,
      ]);
    for (const [value, right, maxWidth] of cells)
      canvas.textRight(value, right, baseline, { size: ROW_FONT_SIZE, maxWidth });
    canvas.y = top - height;
    canvas.rule(canvas.y);
  });
}

/** A rubber-stamp "PAID" with the payment date, drawn slightly turned, its lower left corner at (x, y). */
function drawPaidStamp(canvas: Canvas, invoice: Invoice, x: number, y: number) {
  const { layout } = canvas;
  const angle = 8;
  const radians = (angle * Math.PI) / 180;
  const at = (dx: number, dy: number) => ({
    x: x + dx * Math.cos(radians) - dy * Math.sin(radians),
    y: y + dx * Math.sin(radians) + dy * Math.cos(radians),
  });
  const paidOn = layout.words.date(invoice.paidAt);
  const width = 132;
  const height = paidOn ? 52 : 40;
  canvas.page.drawRectangle({
    x,
    y,
    width,
    height,
    borderColor: GREEN,
    borderWidth: 2,
    rotate: degrees(angle),
  });
  const word = layout.words.text('PDF_MSG.paidStamp');
  const wordSize = 26;
  const wordAt = at((width - layout.width(word, wordSize, layout.bold)) / 2, paidOn ? 20 : 11);
  canvas.text(word, wordAt.x, wordAt.y, { size: wordSize, font: layout.bold, color: GREEN, rotate: angle });
  if (paidOn) {
    const dateAt = at((width - layout.width(paidOn, 9)) / 2, 8);
    canvas.text(paidOn, dateAt.x, dateAt.y, { size: 9, color: GREEN, rotate: angle });
  }
}

/**
 * The totals (subtotal, discount and one row per rate when there are any; total and paid) and the
 * balance due in a band, with the PAID stamp or a payment note beside them.
 */
function drawTotals(canvas: Canvas, data: InvoicePdfData) {
  const { invoice } = data;
  const { layout } = canvas;
  const quote = Boolean(data.quote);
  const rows = totalsRows(layout, invoice, quote);
  if (canvas.y - totalsHeight(layout, invoice, quote) < BOTTOM) {
    canvas.addPage();
    drawContinuationHeader(canvas, data);
  }
  const amountRight = RIGHT - 8;
  const top = canvas.y;
  let y = top - 24;
  // An amount never runs into its label: a long label is shortened (a rate's name, never its
  // percent and base) to leave the amount its room.
  for (const row of rows) {
    const size = row.note ? 9 : 10;
    const money = row.amount === undefined ? '' : layout.words.money(row.amount, invoice.currency);
    const shown = row.negative ? `\u2212${money}` : money;
    const room = amountRight - TOTALS_X - (shown ? layout.width(shown, size) + 12 : 0);
    const suffix = row.suffix ?? '';
    const label = `${layout.fit(row.label, size, Math.max(room - layout.width(suffix, size), room / 3))}${suffix}`;
    canvas.text(label, TOTALS_X, y, { size, color: MUTED });
    if (shown)
      canvas.textRight(shown, amountRight, y, {
        size,
        maxWidth: amountRight - TOTALS_X - layout.width(label, size) - 12,
      });
    y -= TOTALS_ROW_HEIGHT;
  }
  const settled = isInvoiceSettled(invoice);
  const bandTop = y + 7;
  canvas.box(TOTALS_X - 10, bandTop, RIGHT - TOTALS_X + 10, 30);
  canvas.rule(bandTop, { from: TOTALS_X - 10, thickness: 1, color: INK });
  y = bandTop - 19.5;
  // A quote's band is its total: nothing is paid or due on it.
  const balanceDue = layout.words.text(quote ? 'PDF_MSG.total' : 'PDF_MSG.balanceDue');
  canvas.text(balanceDue, TOTALS_X, y, { size: 12, font: layout.bold });
  canvas.textRight(
    layout.words.money(quote ? invoice.total : invoice.balanceDue, invoice.currency),
    amountRight,
    y,
    {
      size: 12,
      font: layout.bold,
      color: settled && !quote ? GREEN : INK,
      maxWidth: amountRight - TOTALS_X - layout.width(balanceDue, 12, layout.bold) - 12,
    },
  );

  // No PAID stamp and no payment note on a quote.
  if (!quote && settled) {
    drawPaidStamp(canvas, invoice, MARGIN + 30, top - 86);
  } else if (!quote && invoice.status !== 'archived') {
    let noteY = top - 24;
    for (const line of layout.wrap(paymentNote(layout, invoice), 9, TOTALS_X - MARGIN - 40, 4)) {
      canvas.text(line, MARGIN, noteY, { size: 9, color: MUTED });
      noteY -= 12;
    }
  }
  canvas.y = Math.min(bandTop - 30, top - MIN_TOTALS_HEIGHT);
}

/**
 * A free text after the totals (payment instructions, the invoice footer), line by line over the
 * full width, under an optional caption; it flows onto new pages as the table does.
 */
function drawParagraph(
  canvas: Canvas,
  data: InvoicePdfData,
  caption: string | null,
  text: string | null | undefined,
  color: Color,
) {
  const lines = paragraphLines(canvas.layout, text, NOTE_SIZE, RIGHT - MARGIN);
  if (lines.length === 0) return;
  const ensure = (height: number) => {
    if (canvas.y - height >= BOTTOM) return;
    canvas.addPage();
    drawContinuationHeader(canvas, data);
  };
  canvas.y -= 10;
  if (caption) {
    // The caption stays with the first two lines.
    ensure(16 + Math.min(lines.length, 2) * NOTE_LINE_HEIGHT);
    canvas.text(caption, MARGIN, canvas.y - 8, { size: 7.5, font: canvas.layout.bold, color: MUTED });
    canvas.y -= 14;
  }
  for (const line of lines) {
    ensure(NOTE_LINE_HEIGHT);
    if (line) canvas.text(line, MARGIN, canvas.y - 9, { size: NOTE_SIZE, color });
    canvas.y -= NOTE_LINE_HEIGHT;
  }
}

/** The issuer and invoice at the foot of every page, and "Page n of m" when there are several. */
function drawFooters(canvas: Canvas, data: InvoicePdfData) {
  const label = runningLabel(canvas.layout, data, '', 8, 380, canvas.layout.regular);
  const count = canvas.pages.length;
  canvas.pages.forEach((page, index) => {
    canvas.page = page;
    canvas.rule(MARGIN + 12);
    canvas.text(label, MARGIN, MARGIN, { size: 8, color: MUTED });
    if (count > 1)
      canvas.textRight(canvas.layout.words.text('PDF_MSG.page', { page: index + 1, count }), RIGHT, MARGIN, {
        size: 8,
        color: MUTED,
      });
  });
}

/**
 * The invoice as a PDF (A4): issuer, number and status; bill-to, projects, dates and balance
 * due; the items table (continued on new pages with its header repeated); totals with a PAID
 * stamp once settled; page footers. Labels, amounts, dates and numbers are in the document's
 * language (`data.locale`, English when absent): in English, amounts are written by formatMoney
 * (a symbol for USD, EUR, GBP, CAD and AUD, the code after the number otherwise), in the other
 * languages as Intl writes them there.
 */
export async function renderInvoicePdf(data: InvoicePdfData): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  // The fallback fonts (CJK) are embedded before any text is laid out, and only those the
  // invoice's text needs: every string it holds may be printed.
  const fonts = await embedInvoiceFonts(doc, documentText(data));
  const layout = new TextLayout(fonts.regular, fonts.bold, fonts.fallbacks, pdfWords(data.locale ?? 'en'));
  const canvas = new Canvas(doc, layout);
  // Document properties are Unicode: the names go in as they are.
  const quote = Boolean(data.quote);
  doc.setTitle(invoiceTitle(data.invoice, layout.words, quote));
  doc.setAuthor(sellerName(data));
  doc.setSubject(
    layout.words.text('PDF_MSG.documentSubject', {
      title: invoiceTitle(data.invoice, layout.words, quote),
      client: data.invoice.client.name,
    }),
  );
  doc.setCreator('Folio');
  doc.setProducer('Folio');
  canvas.addPage();
  drawFirstPageHeader(canvas, data, await embedLogo(doc, data.logo));
  drawItems(canvas, data);
  drawTotals(canvas, data);
  // A quote is not paid: its PDF leaves the payment instructions out.
  if (!quote)
    drawParagraph(
      canvas,
      data,
      layout.words.text('PDF_MSG.paymentInstructions'),
      data.seller?.paymentInstructions,
      INK,
    );
  drawParagraph(canvas, data, null, data.seller?.invoiceFooter, MUTED);
  drawFooters(canvas, data);
  return doc.save();
}

/** Every string of the invoice's data, the logo's bytes aside, as one text. */
function documentText(data: InvoicePdfData) {
  const parts: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === 'string') parts.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object' && !ArrayBuffer.isView(value))
      Object.values(value).forEach(collect);
  };
  collect({ ...data, logo: undefined });
  return parts.join('\n');
}

/**
 * The organization's logo, embedded once. The server checked its type and magic bytes when it was
 * stored; an image pdf-lib still cannot read is left out rather than failing the invoice.
 */
async function embedLogo(doc: PDFDocument, logo: InvoicePdfData['logo']): Promise<PDFImage | undefined> {
  if (!logo) return undefined;
  try {
    return logo.contentType === 'image/png' ? await doc.embedPng(logo.bytes) : await doc.embedJpg(logo.bytes);
  } catch {
    return undefined;
  }
}

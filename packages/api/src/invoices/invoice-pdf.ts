import { formatMoney, type Invoice } from '@folio/contracts';
import { PageSizes, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

export type InvoicePdfData = { invoice: Invoice; organization: { name: string } };

const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
const MARGIN = 50;
const RIGHT = PAGE_WIDTH - MARGIN;
/** Lowest baseline for table rows and totals; the footer lives below it. */
const BOTTOM = MARGIN + 30;

const INK = rgb(0.12, 0.14, 0.17);
const MUTED = rgb(0.42, 0.45, 0.5);
const RULE = rgb(0.82, 0.84, 0.87);
const ACCENT = rgb(0.16, 0.33, 0.7);
const HEADER_FILL = rgb(0.95, 0.96, 0.97);

/** Table columns: the description is left-aligned, the numbers right-aligned at their edge. */
const COL = {
  descriptionX: MARGIN + 6,
  descriptionWidth: 236,
  quantityRight: 352,
  unitPriceRight: 446,
  amountRight: RIGHT - 6,
};
const ROW_FONT_SIZE = 10;
const ROW_LINE_HEIGHT = 13;
const MAX_DESCRIPTION_LINES = 20;

const STATUS_LABEL: Record<Invoice['status'], string> = {
  draft: 'Draft',
  sent: 'Sent',
  paid: 'Paid',
  overdue: 'Overdue',
  archived: 'Archived',
};

const formatDate = (value: string | null) => {
  if (!value) return null;
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return date.toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
};

const formatQuantity = (quantity: number) => quantity.toLocaleString('en-US', { maximumFractionDigits: 4 });

/** `invoice-0007-ACME.pdf`: the displayed number, reduced to characters safe in a header. */
export const invoicePdfFileName = (invoice: Pick<Invoice, 'displayNumber'>) =>
  `invoice-${invoice.displayNumber.replace(/[^A-Za-z0-9._-]+/g, '_')}.pdf`;

/**
 * Lays out text on pages, keeping the cursor (`y`, the next free height) and opening pages as
 * needed. The standard fonts only encode WinAnsi (Latin-1 plus €, £, dashes, quotes…), so
 * text is reduced to that set first: other characters become "?" instead of failing the PDF.
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
    this.charset = new Set(regular.getCharacterSet());
  }

  addPage() {
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.pages.push(this.page);
    this.y = PAGE_HEIGHT - MARGIN;
  }

  clean(text: string) {
    return Array.from(text.replace(/\s+/g, ' ').trim(), (char) =>
      this.charset.has(char.codePointAt(0)!) ? char : '?',
    ).join('');
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

  text(value: string, x: number, y: number, options: { size: number; font?: PDFFont; color?: typeof INK }) {
    this.page.drawText(value, {
      x,
      y,
      size: options.size,
      font: options.font ?? this.regular,
      color: options.color ?? INK,
    });
  }

  /** Right-aligned at `right`; a value too wide for `maxWidth` is drawn smaller rather than cut. */
  textRight(
    value: string,
    right: number,
    y: number,
    options: { size: number; font?: PDFFont; color?: typeof INK; maxWidth?: number },
  ) {
    const font = options.font ?? this.regular;
    let size = options.size;
    while (options.maxWidth && size > 6 && this.width(value, size, font) > options.maxWidth) size -= 0.5;
    this.text(value, right - this.width(value, size, font), y, { ...options, size, font });
  }

  rule(y: number, options: { thickness?: number; color?: typeof INK; from?: number; to?: number } = {}) {
    this.page.drawLine({
      start: { x: options.from ?? MARGIN, y },
      end: { x: options.to ?? RIGHT, y },
      thickness: options.thickness ?? 0.5,
      color: options.color ?? RULE,
    });
  }
}

/** Title block of the first page: organization, number, bill-to, projects and dates. */
function drawFirstPageHeader(layout: Layout, data: InvoicePdfData) {
  const { invoice } = data;
  const top = layout.y;
  const orgName = layout.fit(layout.clean(data.organization.name), 16, 270, layout.bold);
  layout.text(orgName, MARGIN, top - 16, { size: 16, font: layout.bold });
  const title = `Invoice ${layout.clean(invoice.displayNumber)}`;
  layout.textRight(title, RIGHT, top - 18, { size: 20, font: layout.bold, color: ACCENT, maxWidth: 220 });
  const status = invoice.overdue ? 'Overdue' : STATUS_LABEL[invoice.status];
  layout.textRight(status.toUpperCase(), RIGHT, top - 34, { size: 9, font: layout.bold, color: MUTED });
  layout.rule(top - 46, { thickness: 1.5, color: ACCENT });

  // Left column: who is billed, and for which projects.
  let left = top - 72;
  layout.text('BILL TO', MARGIN, left, { size: 8, font: layout.bold, color: MUTED });
  left -= 16;
  const client = layout.fit(layout.clean(invoice.client.name), 12, 260, layout.bold);
  layout.text(client, MARGIN, left, { size: 12, font: layout.bold });
  if (invoice.project.length > 0) {
    left -= 22;
    layout.text(invoice.project.length > 1 ? 'PROJECTS' : 'PROJECT', MARGIN, left, {
      size: 8,
      font: layout.bold,
      color: MUTED,
    });
    const titles = layout.clean(invoice.project.map((p) => p.title).join(', '));
    for (const line of layout.wrap(titles, 10, 260, 4)) {
      left -= 13;
      layout.text(line, MARGIN, left, { size: 10 });
    }
  }

  // Right column: the dates that exist.
  const dates: [string, string | null][] = [
    ['Issued', formatDate(invoice.createdAt)],
    ['Sent', formatDate(invoice.sentAt)],
    ['Due', formatDate(invoice.dueDate)],
    ['Paid', formatDate(invoice.paidAt)],
  ];
  let right = top - 72;
  for (const [label, value] of dates) {
    if (!value) continue;
    layout.text(label, 360, right, { size: 9, color: MUTED });
    layout.textRight(value, RIGHT, right, { size: 10 });
    right -= 16;
  }
  layout.y = Math.min(left, right) - 26;
}

/** Top of a continuation page: who and which invoice, so a loose page is still identifiable. */
function drawContinuationHeader(layout: Layout, data: InvoicePdfData) {
  const top = layout.y;
  const label = `${layout.clean(data.organization.name)} · Invoice ${layout.clean(data.invoice.displayNumber)} (continued)`;
  layout.text(layout.fit(label, 10, RIGHT - MARGIN, layout.bold), MARGIN, top - 12, {
    size: 10,
    font: layout.bold,
    color: MUTED,
  });
  layout.rule(top - 22, { thickness: 1, color: ACCENT });
  layout.y = top - 40;
}

function drawTableHeader(layout: Layout) {
  const top = layout.y;
  layout.page.drawRectangle({
    x: MARGIN,
    y: top - 22,
    width: RIGHT - MARGIN,
    height: 22,
    color: HEADER_FILL,
  });
  const y = top - 14.5;
  const style = { size: 8, font: layout.bold, color: MUTED };
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
  for (const item of invoice.items) {
    const lines = layout.wrap(
      layout.clean(item.description),
      ROW_FONT_SIZE,
      COL.descriptionWidth,
      MAX_DESCRIPTION_LINES,
    );
    const height = 10 + lines.length * ROW_LINE_HEIGHT;
    if (layout.y - height < BOTTOM) newPageWithTable(layout, data);
    const top = layout.y;
    const baseline = top - 14;
    lines.forEach((line, index) => {
      layout.text(line, COL.descriptionX, baseline - index * ROW_LINE_HEIGHT, { size: ROW_FONT_SIZE });
    });
    layout.textRight(formatQuantity(item.quantity), COL.quantityRight, baseline, {
      size: ROW_FONT_SIZE,
      maxWidth: 84,
    });
    layout.textRight(formatMoney(item.unitPrice, invoice.currency), COL.unitPriceRight, baseline, {
      size: ROW_FONT_SIZE,
      maxWidth: 88,
    });
    layout.textRight(formatMoney(item.amount, invoice.currency), COL.amountRight, baseline, {
      size: ROW_FONT_SIZE,
      maxWidth: 90,
    });
    layout.y = top - height;
    layout.rule(layout.y);
  }
}

function drawTotals(layout: Layout, data: InvoicePdfData) {
  const { invoice } = data;
  const needed = 80;
  if (layout.y - needed < BOTTOM) {
    layout.addPage();
    drawContinuationHeader(layout, data);
  }
  const labelX = 340;
  let y = layout.y - 24;
  const row = (label: string, amount: number) => {
    layout.text(label, labelX, y, { size: 10, color: MUTED });
    layout.textRight(formatMoney(amount, invoice.currency), COL.amountRight, y, { size: 10, maxWidth: 130 });
    y -= 18;
  };
  row('Subtotal', invoice.total);
  row('Paid', invoice.paidAmount);
  layout.rule(y + 10, { from: labelX, thickness: 1, color: INK });
  y -= 8;
  layout.text('Balance due', labelX, y, { size: 12, font: layout.bold });
  layout.textRight(formatMoney(invoice.balanceDue, invoice.currency), COL.amountRight, y, {
    size: 12,
    font: layout.bold,
    maxWidth: 130,
  });
  layout.y = y - 12;
}

/** Page numbers and the invoice number at the foot of every page, once the page count is known. */
function drawFooters(layout: Layout, data: InvoicePdfData) {
  const label = layout.fit(
    `${layout.clean(data.organization.name)} · Invoice ${layout.clean(data.invoice.displayNumber)}`,
    8,
    360,
  );
  layout.pages.forEach((page, index) => {
    layout.page = page;
    layout.rule(MARGIN + 12);
    layout.text(label, MARGIN, MARGIN, { size: 8, color: MUTED });
    layout.textRight(`Page ${index + 1} of ${layout.pages.length}`, RIGHT, MARGIN, { size: 8, color: MUTED });
  });
}

/**
 * The invoice as a PDF (A4): header, bill-to and dates, the items table (continued on new
 * pages with the header repeated), totals and page footers. Amounts carry SPEC §9's symbols.
 */
export async function renderInvoicePdf(data: InvoicePdfData): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const layout = new Layout(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );
  doc.setTitle(`Invoice ${layout.clean(data.invoice.displayNumber)}`);
  doc.setAuthor(layout.clean(data.organization.name));
  doc.setCreator('Folio');
  doc.setProducer('Folio');
  layout.addPage();
  drawFirstPageHeader(layout, data);
  drawItems(layout, data);
  drawTotals(layout, data);
  drawFooters(layout, data);
  return doc.save();
}

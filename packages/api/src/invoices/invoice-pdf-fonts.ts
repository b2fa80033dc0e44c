import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/**
 * The invoice PDF's fonts: DejaVu Sans, regular and bold (the dejavu-fonts-ttf package, under the
 * Bitstream Vera licence with public-domain DejaVu changes). The standard PDF fonts only encode
 * Latin-1, so Polish, Czech, Greek or Cyrillic names came out wrong; DejaVu Sans covers every
 * European script. Each font is embedded as a subset holding only the glyphs the invoice uses, so
 * a file stays small, and pdf-lib writes a ToUnicode map for it, so the text remains extractable.
 *
 * Chinese, Japanese and Korean come from Noto Sans SC (Simplified Chinese, kana) and, for what it
 * lacks (Hangul), Noto Sans KR, both under the SIL Open Font Licence, regular weight only (bold text
 * in those scripts prints regular). They are 10 and 6 MB: read only when an invoice has a character
 * DejaVu Sans lacks, and embedded only when that character is theirs, as subsets too.
 *
 * The files are read from node_modules with the package resolver, both from the TypeScript
 * sources and from the bundled server (third-party packages stay external there, see
 * apps/server/tsup.config.ts), so nothing has to be copied next to the bundle.
 */
const require = createRequire(import.meta.url);

const FONT_FILES = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
} as const;

/** The fallbacks, in the order they are asked for a character DejaVu Sans lacks. */
const FALLBACK_FILES = [
  '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf',
] as const;

/** The font files' bytes, read once per worker thread (about 1.4 MB for both) and kept. */
let fontBytes: { regular: Uint8Array; bold: Uint8Array } | undefined;

function loadFontBytes() {
  fontBytes ??= {
    regular: readFileSync(require.resolve(FONT_FILES.regular)),
    bold: readFileSync(require.resolve(FONT_FILES.bold)),
  };
  return fontBytes;
}

/** What is asked of a fallback before it is embedded: whether it draws a character. */
type CharacterMap = { hasGlyphForCodePoint(codePoint: number): boolean };

/**
 * A fallback's bytes and its parsed character map, read on the first invoice that needs it and
 * kept for the worker thread's life, so later invoices in those scripts do not read 10 MB again.
 */
const fallbackFonts = new Map<string, { bytes: Uint8Array; font: CharacterMap }>();

function loadFallback(file: string) {
  let loaded = fallbackFonts.get(file);
  if (!loaded) {
    const bytes = readFileSync(require.resolve(file));
    loaded = { bytes, font: fontkit.create(bytes) as unknown as CharacterMap };
    fallbackFonts.set(file, loaded);
  }
  return loaded;
}

/** What pdf-lib reads from a fontkit font when it encodes or measures text. */
type GlyphSource = {
  layout(text: string): { glyphs: unknown[] };
  glyphForCodePoint(codePoint: number): unknown;
};

/**
 * Text is set glyph by glyph from the font's character map, without shaping: fontkit's layout runs
 * every string through the font's substitution and positioning tables (ligatures, kerning, marks),
 * which took most of a large invoice's render time (4-5 s for 500 long lines). The text is
 * composed first (TextLayout.clean normalizes to NFC), so each character maps to its own glyph,
 * and a string's width is the sum of its characters' advances, as TextLayout.width measures it.
 * pdf-lib reads only the glyphs of a layout, for drawing, measuring and subsetting alike.
 */
function setGlyphByGlyph(font: PDFFont) {
  const source = (font as unknown as { embedder: { font: GlyphSource } }).embedder.font;
  source.layout = (text) => ({
    glyphs: Array.from(text, (char) => source.glyphForCodePoint(char.codePointAt(0)!)),
  });
}

/** The part of fontkit's TrueType subset that writes each glyph's outline record. */
type GlyphRecord = Uint8Array & {
  constructor: { alloc(length: number): GlyphRecord };
  copy(target: GlyphRecord): number;
};
type TrueTypeSubset = {
  glyf: GlyphRecord[];
  offset: number;
  _addGlyph(glyphId: number): number;
};

/**
 * Pads each glyph record of the subset to an even length. The subset writes its glyph offsets in
 * the short format (halved) whenever they are small, which only holds if every record has an even
 * length; the Noto fonts' records often have an odd one (their own offsets are long), and every
 * glyph after such a record was drawn blank, though the text still read back right. An extra zero
 * byte after a glyph's outline is padding the format allows.
 */
function padGlyphRecords(font: PDFFont) {
  const subset = (font as unknown as { embedder: { subset?: TrueTypeSubset } }).embedder.subset;
  if (!subset || typeof subset._addGlyph !== 'function') return;
  const addGlyph = subset._addGlyph;
  subset._addGlyph = function (this: TrueTypeSubset, glyphId: number) {
    const index = addGlyph.call(this, glyphId);
    const record = this.glyf[index]!;
    if (record.length % 2 === 1) {
      // fontkit's own Buffer class (it bundles one), which its encoder accepts.
      const padded = record.constructor.alloc(record.length + 1);
      record.copy(padded);
      this.glyf[index] = padded;
      this.offset += 1;
    }
    return index;
  };
}

export type InvoiceFonts = {
  regular: PDFFont;
  bold: PDFFont;
  /** The fallbacks the document's text needs, in the order they are asked (SC, then KR). */
  fallbacks: PDFFont[];
};

/**
 * Embeds the regular and bold fonts into `doc`, and the fallbacks that `text` (every string the
 * document may print) needs, each subset to the glyphs drawn with it. A character that neither
 * DejaVu weight has goes to the first fallback that has it; one no font has, nor its
 * decomposition (TextLayout.clean), needs none and prints as "?". Text that DejaVu covers reads
 * no fallback file at all.
 */
export async function embedInvoiceFonts(doc: PDFDocument, text = ''): Promise<InvoiceFonts> {
  doc.registerFontkit(fontkit);
  const bytes = loadFontBytes();
  const [regular, bold] = await Promise.all([
    doc.embedFont(bytes.regular, { subset: true }),
    doc.embedFont(bytes.bold, { subset: true }),
  ]);
  setGlyphByGlyph(regular);
  setGlyphByGlyph(bold);

  let missing = missingCodePoints(regular, bold, text);
  const fallbacks: PDFFont[] = [];
  for (const file of FALLBACK_FILES) {
    if (missing.length === 0) break;
    const { bytes: fallbackBytes, font } = loadFallback(file);
    const rest = missing.filter((code) => !font.hasGlyphForCodePoint(code));
    if (rest.length < missing.length) {
      const embedded = await doc.embedFont(fallbackBytes, { subset: true });
      setGlyphByGlyph(embedded);
      padGlyphRecords(embedded);
      fallbacks.push(embedded);
    }
    missing = rest;
  }
  return { regular, bold, fallbacks };
}

/**
 * The characters of `text` that DejaVu Sans lacks in either weight, composed as TextLayout.clean
 * composes them, with their compatibility decompositions (a circled or full-width form may
 * reduce to a character a fallback has).
 */
function missingCodePoints(regular: PDFFont, bold: PDFFont, text: string) {
  const boldSet = new Set(bold.getCharacterSet());
  const covered = new Set(regular.getCharacterSet().filter((code) => boldSet.has(code)));
  const missing = new Set<number>();
  for (const char of new Set(text.normalize('NFC'))) {
    const code = char.codePointAt(0)!;
    if (covered.has(code) || /\s/.test(char)) continue;
    missing.add(code);
    for (const part of char.normalize('NFKD')) {
      const partCode = part.codePointAt(0)!;
      if (!covered.has(partCode)) missing.add(partCode);
    }
  }
  return [...missing];
}

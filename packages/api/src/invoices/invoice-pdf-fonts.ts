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
 * The files are read from node_modules with the package resolver, both from the TypeScript
 * sources and from the bundled server (third-party packages stay external there, see
 * apps/server/tsup.config.ts), so nothing has to be copied next to the bundle.
 */
const require = createRequire(import.meta.url);

const FONT_FILES = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
} as const;

/** The font files' bytes, read once per worker thread (about 1.4 MB for both) and kept. */
let fontBytes: { regular: Uint8Array; bold: Uint8Array } | undefined;

function loadFontBytes() {
  fontBytes ??= {
    regular: readFileSync(require.resolve(FONT_FILES.regular)),
    bold: readFileSync(require.resolve(FONT_FILES.bold)),
  };
  return fontBytes;
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

/** Embeds the regular and bold fonts into `doc`, subset to the glyphs drawn with them. */
export async function embedInvoiceFonts(doc: PDFDocument): Promise<{ regular: PDFFont; bold: PDFFont }> {
  doc.registerFontkit(fontkit);
  const bytes = loadFontBytes();
  const [regular, bold] = await Promise.all([
    doc.embedFont(bytes.regular, { subset: true }),
    doc.embedFont(bytes.bold, { subset: true }),
  ]);
  setGlyphByGlyph(regular);
  setGlyphByGlyph(bold);
  return { regular, bold };
}

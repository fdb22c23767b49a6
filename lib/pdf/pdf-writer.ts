import { PDFDocument, PDFFont, PDFPage, StandardFonts, rgb, type RGB } from "pdf-lib";
import { isHexColor } from "@/lib/validation/color";

/** A4 in points, with the spec's 1 inch (72 pt) margins (§9 contract print: A4, 1 in). */
export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 72;

export function hexToRgb(hex: string, fallback = "#1e40af"): RGB {
  const value = isHexColor(hex) ? hex : fallback;
  const n = parseInt(value.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

export const INK = rgb(0.06, 0.09, 0.16);
export const MUTED = rgb(0.28, 0.33, 0.41);
export const RULE = rgb(0.8, 0.84, 0.88);

type TextOptions = { size?: number; bold?: boolean; color?: RGB; x?: number; align?: "left" | "right"; width?: number };

/**
 * A small flowing-layout writer over pdf-lib: text that wraps, rules, and new pages when
 * the bottom margin is reached. The standard fonts only know WinAnsi, so characters outside
 * it are replaced rather than crashing on a customer's name or a contract's text.
 */
export class PdfWriter {
  readonly doc: PDFDocument;
  page!: PDFPage;
  y = 0;
  private regular!: PDFFont;
  private boldFont!: PDFFont;
  private charset = new Set<number>();

  private constructor(doc: PDFDocument) {
    this.doc = doc;
  }

  static async create(meta: { title: string; author: string; subject?: string }): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.setTitle(meta.title);
    doc.setAuthor(meta.author);
    doc.setCreator("ServiceLoop");
    doc.setProducer("ServiceLoop (pdf-lib)");
    if (meta.subject) doc.setSubject(meta.subject);
    const writer = new PdfWriter(doc);
    writer.regular = await doc.embedFont(StandardFonts.Helvetica);
    writer.boldFont = await doc.embedFont(StandardFonts.HelveticaBold);
    writer.charset = new Set(writer.regular.getCharacterSet());
    writer.addPage();
    return writer;
  }

  get contentWidth(): number {
    return A4.width - 2 * MARGIN;
  }

  addPage(): PDFPage {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
    return this.page;
  }

  ensureSpace(height: number): void {
    if (this.y - height < MARGIN) this.addPage();
  }

  /** Text the standard fonts can draw: unknown characters become "?", tabs become spaces; line breaks stay for wrap(). */
  clean(text: string): string {
    return Array.from(text.replace(/\t/g, "    "))
      .map((ch) => {
        if (ch === "\n" || ch === "\r" || this.charset.has(ch.codePointAt(0)!)) return ch;
        if (ch === "\u2019" || ch === "\u2018") return "'";
        if (ch === "\u201c" || ch === "\u201d") return '"';
        return "?";
      })
      .join("");
  }

  font(bold = false): PDFFont {
    return bold ? this.boldFont : this.regular;
  }

  widthOf(text: string, size: number, bold = false): number {
    return this.font(bold).widthOfTextAtSize(this.clean(text), size);
  }

  /** Splits text into lines that fit `width`, keeping the author's own line breaks. */
  wrap(text: string, size: number, width: number, bold = false): string[] {
    const font = this.font(bold);
    const lines: string[] = [];
    for (const paragraph of this.clean(text).split(/\r?\n/)) {
      if (paragraph === "") {
        lines.push("");
        continue;
      }
      let line = "";
      for (const word of paragraph.split(/ +/)) {
        const candidate = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(candidate, size) <= width) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        // A single word longer than the line is cut into pieces.
        let rest = word;
        while (font.widthOfTextAtSize(rest, size) > width) {
          let cut = rest.length - 1;
          while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
          lines.push(rest.slice(0, cut));
          rest = rest.slice(cut);
        }
        line = rest;
      }
      lines.push(line);
    }
    return lines;
  }

  /** Writes (wrapped) text at the cursor and moves down. */
  text(text: string, { size = 10, bold = false, color = INK, x = MARGIN, align = "left", width }: TextOptions = {}): void {
    const maxWidth = width ?? this.contentWidth - (x - MARGIN);
    const lineHeight = size * 1.35;
    for (const line of this.wrap(text, size, maxWidth, bold)) {
      this.ensureSpace(lineHeight);
      const drawX = align === "right" ? x + maxWidth - this.font(bold).widthOfTextAtSize(line, size) : x;
      this.page.drawText(line, { x: drawX, y: this.y - size, size, font: this.font(bold), color });
      this.y -= lineHeight;
    }
  }

  /**
   * A table row: several cells side by side, each wrapped to its own width (never cut), so a long
   * description takes as many lines as it needs and the row is as tall as its tallest cell. A row
   * that fits on a page is never split across two.
   */
  row(cells: Array<{ text: string; width: number; align?: "left" | "right"; bold?: boolean; color?: RGB }>, { size = 10, color = INK } = {}): void {
    const lineHeight = size * 1.5;
    const wrapped = cells.map((cell) => this.wrap(cell.text, size, cell.width - 6, cell.bold));
    const lineCount = Math.max(1, ...wrapped.map((lines) => lines.length));
    this.ensureSpace(Math.min(lineCount * lineHeight, A4.height - 2 * MARGIN));
    for (let index = 0; index < lineCount; index += 1) {
      this.ensureSpace(lineHeight);
      let x = MARGIN;
      cells.forEach((cell, column) => {
        const line = wrapped[column][index];
        if (line) {
          const w = this.font(cell.bold).widthOfTextAtSize(line, size);
          const drawX = cell.align === "right" ? x + cell.width - w : x;
          this.page.drawText(line, { x: drawX, y: this.y - size, size, font: this.font(cell.bold), color: cell.color ?? color });
        }
        x += cell.width;
      });
      this.y -= lineHeight;
    }
  }

  rule(color: RGB = RULE, thickness = 0.75): void {
    this.ensureSpace(8);
    this.page.drawLine({ start: { x: MARGIN, y: this.y - 3 }, end: { x: A4.width - MARGIN, y: this.y - 3 }, thickness, color });
    this.y -= 8;
  }

  gap(points: number): void {
    this.y -= points;
  }

  async save(): Promise<Uint8Array> {
    return this.doc.save();
  }
}

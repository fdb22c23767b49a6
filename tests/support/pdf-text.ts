import { inflateSync } from "node:zlib";
import { PDFArray, PDFDocument, PDFRawStream, PDFRef, type PDFPage } from "pdf-lib";

/**
 * The text drawn on each page of a PDF that pdf-lib wrote with the standard fonts (hex
 * strings shown by Tj). Enough to assert what a generated document says.
 */
export async function pdfPagesText(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => pageText(doc, page));
}

function streamBytes(doc: PDFDocument, ref: unknown): string {
  const stream = ref instanceof PDFRef ? doc.context.lookup(ref) : ref;
  if (!(stream instanceof PDFRawStream)) return "";
  const raw = stream.getContents();
  const filter = stream.dict.toString();
  return Buffer.from(filter.includes("FlateDecode") ? inflateSync(raw) : raw).toString("latin1");
}

function pageText(doc: PDFDocument, page: PDFPage): string {
  const contents = page.node.Contents();
  const parts = contents instanceof PDFArray ? contents.asArray() : [contents];
  const ops = parts.map((p) => streamBytes(doc, p)).join("\n");
  const strings = [...ops.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((m) => winAnsi(Buffer.from(m[1], "hex")));
  return strings.join("\n");
}

// WinAnsi (cp1252) differs from Latin-1 in 0x80–0x9f; these are the ones our documents use.
const CP1252: Record<number, string> = { 0x80: "€", 0x85: "…", 0x91: "‘", 0x92: "’", 0x93: "“", 0x94: "”", 0x96: "–", 0x97: "—" };
function winAnsi(bytes: Buffer): string {
  return Array.from(bytes, (b) => CP1252[b] ?? String.fromCharCode(b)).join("");
}

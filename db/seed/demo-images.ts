import { deflateSync } from "node:zlib";
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";

type Rgb = [number, number, number];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const out = Buffer.alloc(data.length + 12);
  out.writeUInt32BE(data.length, 0);
  typed.copy(out, 4);
  out.writeUInt32BE(crc32(typed), data.length + 8);
  return out;
}

/** A minimal truecolour PNG encoder (8-bit RGB, no filtering), enough for demo pictures. */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgb): Uint8Array {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  let offset = 0;
  for (let y = 0; y < height; y++) {
    raw[offset++] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      raw[offset++] = r;
      raw[offset++] = g;
      raw[offset++] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, deflate, no filter, no interlace
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", header),
      chunk("IDAT", deflateSync(raw)),
      chunk("IEND", Buffer.alloc(0)),
    ]),
  );
}

/** Deterministic noise so the demo pictures are the same on every machine. */
function noise(x: number, y: number, seed: number): number {
  let h = (x * 374761393 + y * 668265263 + seed * 2147483647) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967295;
}

const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

/** A patchy lawn: green with bare brown patches, under a pale sky. */
export function beforePhotoPng(): Uint8Array {
  return encodePng(240, 160, (x, y) => {
    if (y < 40) return [clamp(186 + y), clamp(214 + y / 2), 240];
    const patch = Math.sin(x / 23) * Math.cos(y / 17) + noise(x >> 3, y >> 3, 7) * 0.9 > 0.55;
    const n = noise(x, y, 1) * 40;
    return patch ? [clamp(140 + n), clamp(110 + n), clamp(70 + n / 2)] : [clamp(70 + n), clamp(130 + n), clamp(50 + n / 2)];
  });
}

/** A freshly mown lawn: even green with mowing stripes. */
export function afterPhotoPng(): Uint8Array {
  return encodePng(240, 160, (x, y) => {
    if (y < 40) return [clamp(150 + y), clamp(200 + y / 2), 245];
    const stripe = Math.floor(x / 30) % 2 === 0 ? 18 : -6;
    const n = noise(x, y, 2) * 18;
    return [clamp(40 + n + stripe / 3), clamp(150 + n + stripe), clamp(45 + n / 2)];
  });
}

/** A drawn signature (a looping pen stroke) as a PNG data URL, as the signing pad produces. */
export function signatureDataUrl(): string {
  const width = 220;
  const height = 70;
  const ink = new Set<number>();
  for (let t = 0; t <= 1; t += 0.0005) {
    const x = 12 + t * 196;
    const y = 38 + Math.sin(t * 26) * 14 * (1 - t * 0.6) + Math.cos(t * 61) * 5;
    for (let dx = -1; dx <= 1; dx++) for (let dy = -1; dy <= 1; dy++) ink.add(Math.round(y + dy) * width + Math.round(x + dx));
  }
  const png = encodePng(width, height, (x, y) => (ink.has(y * width + x) ? [20, 30, 80] : [255, 255, 255]));
  return `data:image/png;base64,${Buffer.from(png).toString("base64")}`;
}

/** A one-page care guide, attached to a message in the demo conversation. */
export async function seedingCareGuidePdf(businessName: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${businessName} — New Seed Care Guide`);
  doc.setAuthor(businessName);
  const page = doc.addPage([612, 792]);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText(businessName, { x: 72, y: 720, size: 12, font: bold, color: rgb(0.08, 0.5, 0.24) });
  page.drawText("New Seed Care Guide", { x: 72, y: 690, size: 22, font: bold });
  const lines = [
    "1. Water lightly once or twice a day for the first two weeks; keep the top inch moist.",
    "2. Stay off the seeded areas until the new grass is about three inches tall.",
    "3. Hold the first mowing until the grass reaches 3.5 inches, then cut to 3 inches.",
    "4. Skip weed killer for eight weeks; it stops new seed from germinating.",
    "5. Rake fallen leaves gently so seedlings get light.",
    "",
    "Questions? Message us any time through your customer portal.",
  ];
  lines.forEach((line, i) => page.drawText(line, { x: 72, y: 650 - i * 22, size: 11, font: regular }));
  return doc.save();
}

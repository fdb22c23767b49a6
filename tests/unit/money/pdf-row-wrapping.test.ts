import { describe, expect, it } from "vitest";
import { PdfWriter } from "@/lib/pdf/pdf-writer";
import { pdfPagesText } from "../../support/pdf-text";

/** PdfWriter.row (lib/pdf/pdf-writer.ts): a table cell wraps to its width, never cut (issue 37). */
describe("a PDF table row", () => {
  it("wraps a long cell over as many lines as it needs, the row as tall as it", async () => {
    const pdf = await PdfWriter.create({ title: "Row", author: "Test" });
    const long = "word ".repeat(120).trim();
    const top = pdf.y;
    pdf.row([
      { text: long, width: 200 },
      { text: "$5.00", width: 100, align: "right" },
    ]);
    const lines = Math.round((top - pdf.y) / 15);
    expect(lines).toBeGreaterThan(5);
    const text = (await pdfPagesText(await pdf.save())).join("\n").split("\n");
    expect(text.filter((piece) => piece !== "$5.00").join(" ")).toBe(long);
  });

  it("keeps a row that fits on a page together: it starts on the next page rather than splitting", async () => {
    const pdf = await PdfWriter.create({ title: "Row", author: "Test" });
    pdf.y = 72 + 20;
    pdf.row([{ text: "one two three four five six seven eight nine ten eleven twelve", width: 60 }]);
    const pages = await pdfPagesText(await pdf.save());
    expect(pages).toHaveLength(2);
    expect(pages[0]).toBe("");
    expect(pages[1]).toContain("one");
  });
});

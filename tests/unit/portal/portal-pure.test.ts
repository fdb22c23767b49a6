import { describe, expect, it } from "vitest";
import { mergeMessages } from "@/components/portal/messages/use-live-messages";
import { PdfWriter } from "@/lib/pdf/pdf-writer";
import { customerMessageSchema } from "@/lib/messaging/message-schema";
import { signContractSchema } from "@/lib/contracts/sign-contract-schema";
import type { MessageView } from "@/lib/messaging/message-views";
import { firstErrorMessage } from "@/lib/validation/first-error";

const msg = (id: string, createdAt: string, content = id): MessageView => ({
  id, conversationId: "c", senderId: null, senderType: "business", content, messageType: "text", attachments: [], readBy: [], createdAt, updatedAt: createdAt,
});

describe("mergeMessages (live updates)", () => {
  it("adds new messages in time order and replaces repeats instead of duplicating them", () => {
    const current = [msg("a", "2030-01-01T10:00:00.000Z"), msg("b", "2030-01-01T10:05:00.000Z")];
    const merged = mergeMessages(current, [msg("c", "2030-01-01T10:02:00.000Z"), msg("b", "2030-01-01T10:05:00.000Z", "b read")]);
    expect(merged.map((m) => m.id)).toEqual(["a", "c", "b"]);
    expect(merged[2].content).toBe("b read");
    expect(mergeMessages(current, [])).toBe(current);
  });
});

describe("message and signature schemas", () => {
  const conversationId = "3f2c1a7e-8d4b-4c1e-9a2b-1c2d3e4f5a6b";
  it("a message needs text or a file; text is trimmed", () => {
    expect(firstErrorMessage(customerMessageSchema.safeParse({ conversationId, content: " \n " }).error)).toBe("Please enter a message or attach a file");
    expect(customerMessageSchema.parse({ conversationId, content: "", fileIds: [conversationId] }).content).toBe("");
    expect(customerMessageSchema.safeParse({ conversationId, content: "x", fileIds: Array(11).fill(conversationId) }).success).toBe(false);
    expect(customerMessageSchema.safeParse({ conversationId: "nope", content: "x" }).success).toBe(false);
  });

  it("signing requires a name, a PNG data URL and consent, in that order", () => {
    const base = { signerName: "Jane Cooper", signatureImage: "data:image/png;base64,iVBORw0KGgo=", consent: true, contentSha256: "a".repeat(64) };
    expect(signContractSchema.safeParse(base).success).toBe(true);
    expect(firstErrorMessage(signContractSchema.safeParse({ ...base, signerName: " " }).error)).toBe("Please type your full name");
    expect(firstErrorMessage(signContractSchema.safeParse({ ...base, signatureImage: "" }).error)).toBe("Please draw your signature");
    expect(firstErrorMessage(signContractSchema.safeParse({ ...base, signatureImage: "data:image/svg+xml;base64,PHN2Zz4=" }).error)).toBe("Please draw your signature");
    expect(firstErrorMessage(signContractSchema.safeParse({ ...base, consent: false }).error)).toBe("Please agree to sign this contract electronically");
  });
});

describe("PdfWriter", () => {
  it("wraps long text to the line width, keeps line breaks, and replaces what the font cannot draw", async () => {
    const pdf = await PdfWriter.create({ title: "t", author: "a" });
    const lines = pdf.wrap("word ".repeat(60).trim() + "\nsecond paragraph", 10, 200);
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.every((l) => pdf.widthOf(l, 10) <= 200)).toBe(true);
    expect(lines.at(-1)).toBe("second paragraph");
    expect(pdf.clean("Zoë – “ok” 😀 中 ✓")).toBe("Zoë – “ok” ? ? ?");
    const long = pdf.wrap("x".repeat(500), 10, 100);
    expect(long.every((l) => pdf.widthOf(l, 10) <= 100)).toBe(true);
  });
});

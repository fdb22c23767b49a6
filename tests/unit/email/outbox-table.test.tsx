import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { OutboxTable } from "@/components/email/outbox-table";

const base = {
  toAddress: "jane@example.test",
  subject: "Greenleaf Lawn Care invited you to your customer portal",
  template: "customer-portal-invitation",
  text: "Hi Jane,\nhttp://greenleaf.localhost:3000/register?token=abc",
  error: null,
  createdAt: new Date("2026-03-05T14:30:00Z"),
};

describe("OutboxTable", () => {
  it("shows one row per email with recipient, subject, status label and the text body", () => {
    const html = renderToStaticMarkup(
      <OutboxTable
        emails={[
          { ...base, id: "1", status: "logged" },
          { ...base, id: "2", status: "failed", toAddress: "bounce@example.test", error: "The to address is not allowed" },
        ]}
      />,
    );
    expect(html.match(/data-testid="outbox-row"/g)).toHaveLength(2);
    expect(html).toContain("jane@example.test");
    expect(html).toContain("Greenleaf Lawn Care invited you to your customer portal");
    expect(html).toContain(">Logged<");
    expect(html).toContain(">Failed<");
    expect(html).toContain("The to address is not allowed");
    expect(html).toContain("Mar 5, 2026");
    expect(html).toContain("register?token=abc");
  });

  it("renders email content as text, never as markup", () => {
    const html = renderToStaticMarkup(
      <OutboxTable emails={[{ ...base, id: "x", status: "sent", subject: "<b>hi</b>", text: "<script>alert(1)</script>" }]} />,
    );
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>hi</b>");
    expect(html).toContain("&lt;script&gt;");
  });

  it("says so when there are no emails", () => {
    expect(renderToStaticMarkup(<OutboxTable emails={[]} />)).toContain("No emails yet.");
  });
});

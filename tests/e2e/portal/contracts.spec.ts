import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { sha256Hex } from "../../../lib/security/tokens";
import { pdfPagesText } from "../../support/pdf-text";
import { CONTRACT_TEXT, createContract } from "../../support/portal-fixtures";
import { closeDb, db, greenleaf, signInAsFreshCustomer, signInAsJane, toast } from "./screens-support";

test.afterAll(closeDb);

test("the list with the §4 labels and the preview dialog", async ({ page, context }) => {
  await signInAsJane(context);
  await page.goto(greenleaf("/contracts"));
  const sent = page.getByTestId("contract-card").filter({ hasText: "Awaiting Signature" });
  const signed = page.getByTestId("contract-card").filter({ hasText: "Signed by" });
  await expect(sent).toHaveCount(1);
  await expect(signed.getByText("Signed", { exact: true })).toBeVisible();
  await expect(sent.getByRole("button", { name: "Sign Contract" })).toBeVisible();
  await expect(signed.getByRole("button", { name: "Sign Contract" })).toHaveCount(0);
  await signed.getByRole("button", { name: "Preview" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("contract-content")).not.toBeEmpty();
  await expect(dialog.getByTestId("contract-signature")).toContainText("Jane Cooper");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("Download PDF opens the print window: A4, 1 inch margins, prints, then closes", async ({ page, context }) => {
  await signInAsJane(context);
  await page.goto(greenleaf("/contracts"));
  const popupPromise = page.waitForEvent("popup");
  await page.getByTestId("contract-card").first().getByRole("button", { name: "Download PDF" }).click();
  const popup = await popupPromise;
  await expect.poll(() => popup.evaluate(() => document.querySelector("style")?.textContent ?? "")).toContain("size: A4; margin: 1in;");
  expect(await popup.evaluate(() => document.body.innerText)).toContain("Contract #");
  await popup.waitForEvent("close", { timeout: 5000 });
});

test("signing: name, drawn signature and consent; the record; the signed PDF's certificate page", async ({ page, context }) => {
  const { scope, business } = await signInAsFreshCustomer(context, { firstName: "Sam", lastName: "Signer" });
  const contract = await createContract(db(), scope, { contractNumber: `C-E${Date.now()}` });
  await page.goto(greenleaf("/contracts"));
  await expect(page.getByTestId("contract-card").getByText("Awaiting Signature")).toBeVisible();
  await page.getByRole("button", { name: "Sign Contract" }).click();
  const dialog = page.getByRole("dialog");
  // The dialog sits outside the page's wrapper and still wears the business's colour.
  await expect(dialog.getByRole("button", { name: "Sign Contract" })).toHaveCSS("background-color", "rgb(21, 128, 61)");
  await dialog.getByRole("button", { name: "Sign Contract" }).click();
  await expect(dialog.getByText("Please type your full name")).toBeVisible();
  await expect(dialog.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");

  await dialog.getByLabel("Full name").fill("Sam Signer");
  const pad = dialog.getByTestId("signature-pad");
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(box.x + 20 + i * 25, box.y + box.height / 2 + (i % 2 ? 15 : -15));
  await page.mouse.up();
  await dialog.getByRole("button", { name: "Sign Contract" }).click();
  await expect(dialog.getByText("Please agree to sign this contract electronically")).toBeVisible();
  await dialog.getByRole("checkbox").click();
  await dialog.getByRole("button", { name: "Sign Contract" }).click();
  await expect(toast(page, "Contract signed")).toBeVisible();
  await expect(page.getByTestId("contract-card").getByText("Signed", { exact: true })).toBeVisible();
  await expect(page.getByTestId("contract-card")).toContainText("Signed by Sam Signer");

  const [row] = await db().select().from(schema.contracts).where(eq(schema.contracts.id, contract.id));
  expect(row.status).toBe("signed");
  const [sig] = await db().select().from(schema.contractSignatures).where(eq(schema.contractSignatures.contractId, contract.id));
  expect(sig).toMatchObject({ signerName: "Sam Signer", consent: true, contentSha256: sha256Hex(CONTRACT_TEXT), customerId: scope.customerId });
  expect(sig.signatureImage).toMatch(/^data:image\/png;base64,/);
  expect(sig.userAgent).toContain("Chrome");
  expect(sig.ip).toBeTruthy();
  const staff = await db().select().from(schema.notifications).where(eq(schema.notifications.businessId, business.id));
  expect(staff.some((n) => n.kind === "contract_signed" && n.title.includes(contract.contractNumber!))).toBe(true);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Signed PDF" }).click();
  const bytes = new Uint8Array(await readFile((await (await download).path())!));
  const last = (await pdfPagesText(bytes)).at(-1)!;
  expect(last).toContain("Signature Certificate");
  expect(last).toContain("Sam Signer");
  expect(last).toContain(sha256Hex(CONTRACT_TEXT));
});

test("empty state", async ({ page, context }) => {
  await signInAsFreshCustomer(context);
  await page.goto(greenleaf("/contracts"));
  await expect(page.getByRole("heading", { name: "No Contracts" })).toBeVisible();
});

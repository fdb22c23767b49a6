"use client";

import { useCallback, useEffect, useRef } from "react";
import type { BookingFrequency } from "@/lib/booking/pricing/frequencies";
import { emailProblem } from "@/lib/validation/email-rules";
import { optionalPhoneProblem } from "@/lib/validation/phone-rules";

type Utm = { utmSource: string | null; utmMedium: string | null; utmCampaign: string | null };
type Choice = { serviceId: string; frequency: BookingFrequency; measure: number; addOnIds: string[]; zip: string; priced: boolean };
type Report = Record<string, string | number | string[] | null | undefined> & { step: "visited" | "priced" | "contact" };

const STORAGE_KEY = "serviceloop:book-visit";
const TOKEN = /^[A-Za-z0-9_-]{22,64}$/;
const CONTACT_FIELDS = new Set(["firstName", "lastName", "email", "phone"]);

/** 16 random bytes as base64url: 22 characters, what booking_leads.visit_token and /api/book take. */
function newVisitToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The visit's token: kept in the tab's session storage (a reload is the same visit), else made for this page alone. */
function visitTokenOfSession(): string {
  try {
    const kept = sessionStorage.getItem(STORAGE_KEY);
    if (kept && TOKEN.test(kept)) return kept;
    const made = newVisitToken();
    sessionStorage.setItem(STORAGE_KEY, made);
    return made;
  } catch {
    return newVisitToken();
  }
}

/**
 * /book's visit reports (POST /api/book/visit, issue 39 item 6): `visited` on load with the
 * link's campaign, `priced` a moment after the visitor's choices show a price (with the ZIP,
 * which the server checks against the service areas), `contact` when an email or phone is left
 * (on blur). Fire-and-forget: keepalive, failures ignored, the same report never sent twice.
 * The server prices and places the visit itself; nothing here is trusted.
 */
export function useVisitTracking(choice: Choice, utm: Utm): { visitToken: () => string | null; onBlur: (event: React.FocusEvent<HTMLFormElement>) => void } {
  const token = useRef<string | null>(null);
  const lastSent = useRef<Record<string, string>>({});

  const send = useCallback((report: Report) => {
    token.current ??= visitTokenOfSession();
    const body = Object.fromEntries(Object.entries(report).filter(([, value]) => value !== null && value !== undefined && value !== ""));
    const key = JSON.stringify(body);
    if (lastSent.current[report.step] === key) return;
    lastSent.current[report.step] = key;
    fetch("/api/book/visit", { method: "POST", keepalive: true, credentials: "same-origin", headers: { "content-type": "application/json" }, body: JSON.stringify({ ...body, visitToken: token.current }) }).catch(() => undefined);
  }, []);

  const utmKey = JSON.stringify(utm);
  useEffect(() => send({ step: "visited", ...(JSON.parse(utmKey) as Utm) }), [send, utmKey]);

  const choiceKey = JSON.stringify(choice);
  useEffect(() => {
    const { priced, zip, ...chosen } = JSON.parse(choiceKey) as Choice;
    const place = /^\d{5}$/.test(zip) ? zip : null;
    if (!priced && !place) return;
    const timer = setTimeout(() => send(priced ? { step: "priced", ...chosen, zip: place } : { step: "visited", zip: place }), 800);
    return () => clearTimeout(timer);
  }, [send, choiceKey]);

  const onBlur = useCallback(
    (event: React.FocusEvent<HTMLFormElement>) => {
      const target: EventTarget = event.target;
      if (!(target instanceof HTMLInputElement) || !CONTACT_FIELDS.has(target.name)) return;
      const form = new FormData(event.currentTarget);
      const value = (name: string) => String(form.get(name) ?? "").trim();
      const email = value("email") && !emailProblem(value("email")) ? value("email") : null;
      const phone = value("phone") && !optionalPhoneProblem(value("phone")) ? value("phone") : null;
      if (email || phone) send({ step: "contact", email, phone, firstName: value("firstName").slice(0, 100), lastName: value("lastName").slice(0, 100) });
    },
    [send],
  );

  return { visitToken: () => token.current, onBlur };
}

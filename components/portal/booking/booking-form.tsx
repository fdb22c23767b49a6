"use client";

import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { FREQUENCY_LABELS, type BookingFrequency } from "@/lib/booking/pricing/frequencies";
import { priceVisit } from "@/lib/booking/pricing/price-visit";
import type { BookableService } from "@/lib/booking/bookings/load-booking-page";
import { postPortalApi, requestErrorMessage } from "@/lib/identity/customer/client-errors";
import { HONEYPOT_FIELD } from "@/lib/security/honeypot";
import { BookingPriceSummary } from "./booking-price-summary";
import { dateLabel, FirstVisitPicker } from "./first-visit-picker";
import { useOpenTimes } from "./use-open-times";
import { useVisitTracking } from "./use-visit-tracking";

type Booked = { message: string; signed_in: boolean; checkout_url?: string; first_visit: { date: string; window: string }; prices: Array<{ label: string; value: string }>; email: string };
type Props = {
  services: BookableService[];
  terms: string | null;
  businessName: string;
  utm: { utmSource: string | null; utmMedium: string | null; utmCampaign: string | null };
  initialServiceId: string | null;
  initialFrequency?: BookingFrequency | null;
  /** Framed by the business's website (/embed.js): no redirect inside the frame; the portal opens at top level. */
  embed?: boolean;
  /** The deposit (when the service asks one) is paid by card before the booking stands. */
  depositsByCard: boolean;
};

/** The form's labels, by the field the server names: an error says which field, and that field takes the focus. */
const FIELD_LABELS: Record<string, { label: string; id: string }> = {
  address: { label: "Street address", id: "book-address" },
  city: { label: "City", id: "book-city" },
  state: { label: "State", id: "book-state" },
  zip: { label: "ZIP code", id: "book-zip" },
  measure: { label: "Size", id: "book-measure" },
  firstName: { label: "First name", id: "book-first-name" },
  lastName: { label: "Last name", id: "book-last-name" },
  email: { label: "Email", id: "book-email" },
  phone: { label: "Phone", id: "book-phone" },
  password: { label: "Password", id: "book-password" },
};

const field = (form: FormData, name: string) => String(form.get(name) ?? "").trim();

/**
 * /book (issue 39 item 2): service and frequency, address, the measure and add-ons with the
 * live price, the first visit, contact details, portal access and the terms — one form, sent
 * once; the server checks everything again and answers the first problem.
 */
export function BookingForm({ services, terms, businessName, utm, initialServiceId, initialFrequency = null, embed = false, depositsByCard }: Props) {
  const [serviceId, setServiceId] = useState(initialServiceId && services.some((s) => s.id === initialServiceId) ? initialServiceId : services[0].id);
  const service = services.find((s) => s.id === serviceId)!;
  const [frequency, setFrequency] = useState<BookingFrequency>(initialFrequency && service.rule.frequencies.includes(initialFrequency) ? initialFrequency : service.rule.frequencies[0]);
  const [measure, setMeasure] = useState("");
  const [zip, setZip] = useState("");
  const [addOnIds, setAddOnIds] = useState<string[]>([]);
  const [signIn, setSignIn] = useState<"password" | "link">("password");
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [booked, setBooked] = useState<Booked | null>(null);
  const [checkoutUrl, setCheckoutUrl] = useState<string | null>(null);

  const measureValue = /^\d+$/.test(measure.replace(/,/g, "")) ? Number(measure.replace(/,/g, "")) : 0;
  const chosenFrequency = service.rule.frequencies.includes(frequency) ? frequency : service.rule.frequencies[0];
  const price = useMemo(
    () => priceVisit(service.rule, { measure: measureValue, addOns: service.addOns.filter((a) => addOnIds.includes(a.id)), frequency: chosenFrequency }),
    [service, measureValue, addOnIds, chosenFrequency],
  );

  const { openTimes, reload } = useOpenTimes({ serviceId, frequency: chosenFrequency, measure: measureValue, addOnIds, zip: zip.trim() });
  const visits = useVisitTracking({ serviceId, frequency: chosenFrequency, measure: measureValue, addOnIds, zip: zip.trim(), priced: service.measureName ? measureValue > 0 : /^\d{5}$/.test(zip.trim()) }, utm);

  function chooseService(id: string) {
    setServiceId(id);
    setAddOnIds([]);
    setMeasure("");
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError(null);
    setSubmitting(true);
    const result = await postPortalApi<Booked & { success: boolean }>("/api/book", {
      serviceId, frequency: chosenFrequency, measure: measureValue, addOnIds,
      address: field(form, "address"), city: field(form, "city"), state: field(form, "state"), zip: field(form, "zip"),
      date: field(form, "date"), windowStart: Number(field(form, "windowStart")),
      firstName: field(form, "firstName"), lastName: field(form, "lastName"), email: field(form, "email"), phone: field(form, "phone"),
      signIn, password: signIn === "password" ? String(form.get("password") ?? "") : undefined,
      acceptTerms: form.get("acceptTerms") === "on", [HONEYPOT_FIELD]: field(form, HONEYPOT_FIELD), ...utm, visitToken: visits.visitToken() ?? undefined,
      ...(embed ? { embed: true } : {}),
    });
    setSubmitting(false);
    if (!result.ok) {
      const named = result.field ? FIELD_LABELS[result.field] : undefined;
      const message = result.network ? "Network error. Please check your connection." : requestErrorMessage(result.status === 404 ? 400 : result.status, result.message);
      setError(named ? `${named.label}: ${message}` : message);
      if (named) document.getElementById(named.id)?.focus();
      // Someone else took that time: offer what is still open.
      if (result.status === 409) reload();
      return;
    }
    // A deposit is asked: Stripe's Checkout, then back to /book/done once paid. Checkout cannot be
    // framed, so inside the business's website it opens in a new tab from a link the visitor clicks.
    if (result.data.checkout_url) {
      if (embed) {
        setCheckoutUrl(result.data.checkout_url);
        return;
      }
      setSubmitting(true);
      window.location.assign(result.data.checkout_url);
      return;
    }
    if (result.data.signed_in && !embed) {
      window.location.assign("/dashboard?booked=1");
      return;
    }
    setBooked({ ...result.data, email: field(form, "email") });
  }

  if (checkoutUrl) {
    return (
      <section role="status" aria-labelledby="deposit-title" className="grid gap-3 text-center">
        <h2 id="deposit-title" className="text-lg font-semibold">
          One step left: your deposit
        </h2>
        <p className="text-sm">Your booking is made as soon as the deposit is paid. The secure payment page opens in a new tab.</p>
        <a href={checkoutUrl} target="_blank" rel="noopener" className="inline-flex items-center justify-center rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground">
          Pay the deposit
        </a>
      </section>
    );
  }

  if (booked) {
    return (
      <section role="status" aria-labelledby="booked-title" className="grid gap-3">
        <h2 id="booked-title" className="text-lg font-semibold">
          {booked.message}
        </h2>
        <p>
          First visit: {dateLabel(booked.first_visit.date)}, arriving {booked.first_visit.window}.
        </p>
        <ul className="grid gap-1 text-sm">
          {booked.prices.map((row) => (
            <li key={row.label} className="flex justify-between gap-4">
              <span>{row.label}</span>
              <span>{row.value}</span>
            </li>
          ))}
        </ul>
        {embed ? (
          // Out of the frame: the portal's session cookie (SameSite=Lax) cannot be set or sent inside another site's page.
          <a href={`/login?email=${encodeURIComponent(booked.email)}`} target="_blank" rel="noopener" className="font-medium underline underline-offset-4" style={{ color: "var(--brand)" }}>
            Go to your portal (opens in a new tab)
          </a>
        ) : null}
      </section>
    );
  }

  const unit = service.measureUnit ? ` (${service.measureUnit})` : "";
  return (
    <form onSubmit={submit} onBlur={visits.onBlur} className="grid gap-6" noValidate>
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-semibold">1. Service</legend>
        <Label htmlFor="book-service">Service</Label>
        <NativeSelect id="book-service" value={serviceId} onChange={(e) => chooseService(e.target.value)}>
          {services.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </NativeSelect>
        {service.description ? <p className="text-sm text-muted-foreground">{service.description}</p> : null}
        <div role="radiogroup" aria-label="How often" className="flex flex-wrap gap-2">
          {service.rule.frequencies.map((f) => (
            <label key={f} className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:checked]:border-[var(--brand)] has-[:checked]:bg-muted">
              <input type="radio" name="frequency" value={f} checked={chosenFrequency === f} onChange={() => setFrequency(f)} />
              {FREQUENCY_LABELS[f]}
              {service.rule.discountBps[f] ? <span className="text-emerald-800">−{(service.rule.discountBps[f] ?? 0) / 100} %</span> : null}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="mb-2 font-semibold">2. Address</legend>
        <div className="grid gap-1">
          <Label htmlFor="book-address">Street address</Label>
          <Input id="book-address" name="address" autoComplete="street-address" required />
        </div>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <div className="grid gap-1">
            <Label htmlFor="book-city">City</Label>
            <Input id="book-city" name="city" autoComplete="address-level2" required />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="book-state">State</Label>
            <Input id="book-state" name="state" autoComplete="address-level1" required />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="book-zip">ZIP code</Label>
            <Input id="book-zip" name="zip" autoComplete="postal-code" inputMode="numeric" maxLength={5} required value={zip} onChange={(e) => setZip(e.target.value)} />
          </div>
        </div>
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="mb-2 font-semibold">3. Your price</legend>
        {service.measureName ? (
          <div className="grid gap-1">
            <Label htmlFor="book-measure">
              {service.measureName}
              {unit}
            </Label>
            <Input id="book-measure" inputMode="numeric" value={measure} onChange={(e) => setMeasure(e.target.value)} placeholder="e.g. 9000" />
          </div>
        ) : null}
        {service.addOns.length > 0 ? (
          <div className="grid gap-2">
            <p className="text-sm font-medium">Add-ons</p>
            {service.addOns.map((addOn) => (
              <label key={addOn.id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={addOnIds.includes(addOn.id)}
                  onChange={(e) => setAddOnIds((ids) => (e.target.checked ? [...ids, addOn.id] : ids.filter((id) => id !== addOn.id)))}
                />
                {addOn.name} (+${(addOn.priceCents / 100).toFixed(2)})
              </label>
            ))}
          </div>
        ) : null}
        <BookingPriceSummary price={price} frequency={chosenFrequency} />
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="mb-2 font-semibold">4. First visit</legend>
        <FirstVisitPicker openTimes={openTimes} />
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="mb-2 font-semibold">5. Your details</legend>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <div className="grid gap-1">
            <Label htmlFor="book-first-name">First name</Label>
            <Input id="book-first-name" name="firstName" autoComplete="given-name" required />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="book-last-name">Last name</Label>
            <Input id="book-last-name" name="lastName" autoComplete="family-name" required />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="book-email">Email</Label>
            <Input id="book-email" name="email" type="email" autoComplete="email" required />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="book-phone">Phone</Label>
            <Input id="book-phone" name="phone" type="tel" autoComplete="tel" required />
          </div>
        </div>
        <div role="radiogroup" aria-label="Portal access" className="grid gap-2 text-sm">
          <label className="flex items-center gap-2">
            <input type="radio" name="signIn" checked={signIn === "password"} onChange={() => setSignIn("password")} />
            Create a password for my customer portal
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="signIn" checked={signIn === "link"} onChange={() => setSignIn("link")} />
            Email me a sign-in link instead
          </label>
        </div>
        {signIn === "password" ? (
          <div className="grid gap-1">
            <Label htmlFor="book-password">Password</Label>
            <Input id="book-password" name="password" type="password" autoComplete="new-password" aria-describedby="book-password-hint" />
            <p id="book-password-hint" className="text-xs text-muted-foreground">
              At least 8 characters, with an uppercase letter, a lowercase letter, a number and one of @$!%*?&amp;.
            </p>
          </div>
        ) : null}
        {/* People never see this field; bots that fill every input do (lib/security/honeypot.ts). */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor="book-website">Website</label>
          <input id="book-website" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </div>
      </fieldset>

      {terms ? (
        <details className="text-sm">
          <summary className="cursor-pointer">{businessName}&apos;s terms</summary>
          <p className="mt-2 whitespace-pre-line text-muted-foreground">{terms}</p>
        </details>
      ) : null}
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" name="acceptTerms" className="mt-1" />
        <span>I agree to {businessName}&apos;s terms of service and to being contacted about my visits.</span>
      </label>

      {error ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={submitting} className="w-full">
        {submitting ? <Spinner className="size-4" aria-hidden="true" /> : null}
        {submitting
          ? "Booking…"
          : depositsByCard && price.depositCents > 0
            ? `Pay ${usd(price.depositCents)} deposit and book`
            : `Book — first visit ${usd(price.firstVisitCents)}`}
      </Button>
    </form>
  );
}

function usd(cents: number): string {
  return (cents / 100).toLocaleString("en-US", { style: "currency", currency: "USD" });
}

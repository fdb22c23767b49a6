"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { updateBrandingAction } from "@/lib/admin/actions/settings/update-branding";
import { contrastWithWhite, formatContrast, MIN_CONTRAST_WITH_WHITE } from "@/lib/businesses/settings/color-contrast";
import { HEX_COLOR } from "@/lib/validation/color";
import { BrandPreview } from "./brand-preview";
import { LogoField } from "./logo-field";
import { useSettingsForm } from "./use-settings-form";

type Values = { themePrimaryColor: string; themeSecondaryColor: string };

function ColorField({ label, value, onChange, error, description }: { label: string; value: string; onChange: (v: string) => void; error?: string; description?: React.ReactNode }) {
  const valid = HEX_COLOR.test(value);
  return (
    <FormField label={label} error={error} description={description}>
      {(control) => (
        <div className="flex items-center gap-2">
          <input type="color" aria-label={`${label} picker`} value={valid ? value : "#000000"} onChange={(e) => onChange(e.target.value)} className="h-9 w-12 cursor-pointer rounded border" />
          <Input {...control} value={value} onChange={(e) => onChange(e.target.value.trim())} className="w-32 font-mono" maxLength={7} />
        </div>
      )}
    </FormField>
  );
}

/** The portal's logo and colours with a live preview and the contrast of white text on the primary colour. */
export function BrandingForm({ initial, companyName, companyLogo }: { initial: Values; companyName: string; companyLogo: string | null }) {
  const [logo, setLogo] = useState(companyLogo);
  const form = useSettingsForm({ initial, schema: () => import("@/lib/businesses/settings/settings-schemas").then((module) => module.brandingSchema), action: updateBrandingAction, success: "Branding saved; your portal shows it now" });
  const { values, set, errorFor } = form;
  const primaryValid = HEX_COLOR.test(values.themePrimaryColor);
  const ratio = primaryValid ? contrastWithWhite(values.themePrimaryColor.toLowerCase()) : null;
  const passes = ratio !== null && ratio >= MIN_CONTRAST_WITH_WHITE;
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_1fr]">
      <div className="grid content-start gap-6">
        <LogoField logo={logo} onChange={setLogo} />
        <form onSubmit={form.submit} onFocus={form.preload} noValidate className="grid content-start gap-4" aria-label="Branding">
          <ColorField
            label="Primary colour"
            value={values.themePrimaryColor}
            onChange={(v) => set("themePrimaryColor", v)}
            error={errorFor("themePrimaryColor")}
            description={
              ratio === null ? (
                "A colour like #1e40af"
              ) : (
                <span data-testid="contrast" className={passes ? "text-green-700" : "text-destructive"}>
                  White text contrast {formatContrast(ratio)} — {passes ? "readable (WCAG AA)" : `too light; needs ${MIN_CONTRAST_WITH_WHITE}:1`}
                </span>
              )
            }
          />
          <ColorField
            label="Secondary colour"
            value={values.themeSecondaryColor}
            onChange={(v) => set("themeSecondaryColor", v)}
            error={errorFor("themeSecondaryColor")}
            description="Used faintly behind the portal's sign-in card"
          />
          <div>
            <Button type="submit" disabled={form.busy}>
              {form.busy ? "Saving..." : "Save branding"}
            </Button>
          </div>
        </form>
      </div>
      <BrandPreview
        companyName={companyName}
        companyLogo={logo}
        primary={primaryValid ? values.themePrimaryColor : initial.themePrimaryColor}
        secondary={HEX_COLOR.test(values.themeSecondaryColor) ? values.themeSecondaryColor : initial.themeSecondaryColor}
      />
    </div>
  );
}

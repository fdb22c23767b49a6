"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { importCustomersAction } from "@/lib/admin/actions/customers/import-customers";
import { CUSTOMER_CSV_COLUMNS, MAX_IMPORT_BYTES } from "@/lib/customers/import-export/customer-csv";
import type { ImportReport } from "@/lib/customers/import-export/import-schema";

const OUTCOME: Record<string, { label: string; className: string }> = {
  new: { label: "New", className: "text-green-800" },
  duplicate: { label: "Skipped", className: "text-slate-700" },
  error: { label: "Error", className: "text-red-800 font-medium" },
};

/** Choose a CSV, preview every row (new, skipped as already a customer, or error), then import all at once. */
export function ImportCustomersForm() {
  const router = useRouter();
  const [csv, setCsv] = useState<string | null>(null);
  const [fileName, setFileName] = useState("");
  const [report, setReport] = useState<ImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (commit: boolean) => {
    if (!csv) return;
    setBusy(true);
    setError(null);
    try {
      const result = await importCustomersAction({ csv, commit });
      if (!result.ok) {
        setError(result.message);
        toast.error(result.message);
        return;
      }
      setReport(result.data);
      if (result.data.imported) {
        toast.success(`Imported ${result.data.newCount} ${result.data.newCount === 1 ? "customer" : "customers"}`);
        router.push("/admin/customers?sort=created&dir=desc");
      }
    } catch {
      toast.error("Failed to create customer");
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>1. Choose a CSV file</h2>
          </CardTitle>
          <CardDescription>
            The first line names the columns: {CUSTOMER_CSV_COLUMNS.join(", ")} (first_name is required; “First Name”, “E-mail” or “Zip Code” work too). Customers whose
            email is already on file are skipped. Nothing is imported while any row has an error.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <Label htmlFor="customer-csv">CSV file</Label>
          <input
            id="customer-csv"
            type="file"
            accept=".csv,text/csv"
            className="text-sm file:mr-3 file:rounded-md file:border file:bg-white file:px-3 file:py-1.5"
            onChange={async (event) => {
              const file = event.target.files?.[0];
              setReport(null);
              setError(null);
              if (!file) return setCsv(null);
              if (file.size > MAX_IMPORT_BYTES) {
                setCsv(null);
                return setError("The file is too large (at most 1 MB)");
              }
              setFileName(file.name);
              setCsv(await file.text());
            }}
          />
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <div>
            <Button disabled={!csv || busy} onClick={() => run(false)}>
              {busy && !report ? "Reading..." : "Preview"}
            </Button>
          </div>
        </CardContent>
      </Card>
      {report ? (
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>2. Check and import</h2>
            </CardTitle>
            <CardDescription aria-live="polite">
              {fileName}: {report.newCount} new, {report.duplicateCount} already customers (skipped), {report.errorCount} with errors.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <div className="max-h-[28rem] overflow-auto">
              <Table aria-label="Import preview">
                <TableHeader>
                  <TableRow>
                    <TableHead>Line</TableHead>
                    <TableHead>Name</TableHead>
                    <TableHead>Email</TableHead>
                    <TableHead>Result</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {report.rows.map((row) => (
                    <TableRow key={row.line}>
                      <TableCell className="tabular-nums">{row.line}</TableCell>
                      <TableCell>{row.name || "—"}</TableCell>
                      <TableCell>{row.email ?? "—"}</TableCell>
                      <TableCell className={OUTCOME[row.outcome].className}>
                        {OUTCOME[row.outcome].label}
                        {row.message ? `: ${row.message}` : ""}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
            <div>
              <Button disabled={busy || report.errorCount > 0 || report.newCount === 0} onClick={() => run(true)}>
                {busy ? "Importing..." : `Import ${report.newCount} ${report.newCount === 1 ? "customer" : "customers"}`}
              </Button>
              {report.errorCount > 0 ? <p className="mt-2 text-sm text-muted-foreground">Fix the rows with errors in your file and choose it again.</p> : null}
            </div>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}

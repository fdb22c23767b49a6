import fs from "node:fs";
import path from "node:path";
import * as React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { AlertDialog, AlertDialogTrigger } from "@/components/ui/alert-dialog";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PopoverPanel } from "@/components/ui/popover";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { ScrollArea } from "@/components/ui/scroll-area";
import { Select, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Separator } from "@/components/ui/separator";
import { Sheet, SheetTrigger } from "@/components/ui/sheet";
import { SideDrawer } from "@/components/ui/side-drawer";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { Tooltip, TooltipTrigger } from "@/components/ui/tooltip";

/** Server-renders to HTML; the helpers below read opening tags and attributes out of it. */
function render(node: React.ReactElement) {
  return renderToStaticMarkup(node);
}

/** The opening tag of the first element matching `tag` that contains `marker` (an attribute fragment). */
function tagWith(html: string, tag: string, marker = ""): string {
  const re = new RegExp(`<${tag}\\b[^>]*>`, "g");
  const found = html.match(re)?.find((t) => t.includes(marker));
  if (!found) throw new Error(`no <${tag}> containing ${JSON.stringify(marker)} in ${html}`);
  return found;
}

/** The utilities a component class applies (app/globals.css): what a kit class stands for. */
function applied(componentClass: string): string[] {
  const css = fs.readFileSync(path.join(process.cwd(), "app/globals.css"), "utf8");
  const rule = new RegExp(`\\.${componentClass} \\{\\s*@apply ([^;]+);`).exec(css);
  return rule ? rule[1].split(" ") : [];
}

function attr(openTag: string, name: string): string | undefined {
  return openTag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
}

describe("Button", () => {
  it("renders a <button> with the default variant and size", () => {
    const html = render(<Button>Save</Button>);
    const button = tagWith(html, "button");
    expect(attr(button, "data-slot")).toBe("button");
    expect(attr(button, "class")).toBe("ui-btn ui-btn-primary ui-btn-md");
    expect(applied("ui-btn-primary")).toContain("bg-primary");
    expect(applied("ui-btn-md")).toContain("h-9");
    expect(html).toContain(">Save</button>");
  });

  it("takes its base look, with the full-strength focus ring, from the ui-btn component class", () => {
    // app/globals.css: the ring must keep its offset and full colour (WCAG 1.4.11).
    expect(applied("ui-btn")).toEqual(expect.arrayContaining(["focus-visible:ring-2", "focus-visible:ring-ring", "focus-visible:ring-offset-2", "disabled:opacity-50", "cursor-pointer"]));
  });

  it.each([
    ["destructive", "bg-destructive"],
    ["outline", "border-input"],
    ["secondary", "bg-secondary"],
    ["ghost", "hover:bg-accent"],
    ["link", "underline-offset-4"],
  ] as const)("variant %s", (variant, cls) => {
    const button = tagWith(render(<Button variant={variant}>x</Button>), "button");
    expect(attr(button, "class")!.split(" ")).toContain(`ui-btn-${variant}`);
    expect(attr(button, "class")).not.toContain("ui-btn-primary");
    expect(applied(`ui-btn-${variant}`)).toContain(cls);
  });

  it.each([
    ["sm", "h-8"],
    ["lg", "h-10"],
    ["icon", "size-9"],
  ] as const)("size %s", (size, cls) => {
    expect(attr(tagWith(render(<Button size={size}>x</Button>), "button"), "class")!.split(" ")).toContain(`ui-btn-${size}`);
    expect(applied(`ui-btn-${size}`)).toContain(cls);
  });

  it("asChild renders the child <a> with the button's classes and no <button>", () => {
    const html = render(
      <Button asChild variant="outline">
        <a href="/quotes">Back to Quotes</a>
      </Button>,
    );
    expect(html).not.toContain("<button");
    const link = tagWith(html, "a");
    expect(attr(link, "href")).toBe("/quotes");
    expect(attr(link, "class")!.split(" ")).toContain("ui-btn-outline");
    expect(attr(link, "data-slot")).toBe("button");
    expect(html).toContain(">Back to Quotes</a>");
  });

  it("lets a caller's class override a variant's: the kit's classes sit in a lower cascade layer", () => {
    const cls = attr(tagWith(render(<Button className="h-12">x</Button>), "button"), "class")!;
    expect(cls.split(" ")).toEqual(["ui-btn", "ui-btn-primary", "ui-btn-md", "h-12"]);
    const css = fs.readFileSync(path.join(process.cwd(), "app/globals.css"), "utf8");
    // Every kit class is defined inside @layer components, which Tailwind orders before utilities.
    for (const block of css.split("@layer components").slice(1)) expect(block.trimStart().startsWith("{")).toBe(true);
    expect(css.indexOf(".ui-btn-md")).toBeGreaterThan(css.indexOf(".ui-btn {"));
  });

  it("passes disabled and type through", () => {
    const button = tagWith(render(<Button type="submit" disabled>Go</Button>), "button");
    expect(attr(button, "type")).toBe("submit");
    expect(button).toMatch(/\sdisabled=""/);
  });
});

describe("Badge", () => {
  it.each([
    ["default", "bg-primary"],
    ["secondary", "bg-secondary"],
    ["destructive", "bg-destructive"],
    ["outline", "text-foreground"],
  ] as const)("variant %s renders a span", (variant, cls) => {
    const span = tagWith(render(<Badge variant={variant}>Paid</Badge>), "span", 'data-slot="badge"');
    const name = variant === "default" ? "primary" : variant;
    expect(attr(span, "class")).toBe(`ui-badge ui-badge-${name}`);
    expect(applied(`ui-badge-${name}`)).toContain(cls);
  });

  it("asChild renders a link", () => {
    const html = render(
      <Badge asChild>
        <a href="/invoices/1">Overdue</a>
      </Badge>,
    );
    expect(html).not.toContain("<span");
    expect(attr(tagWith(html, "a"), "data-slot")).toBe("badge");
  });
});

describe("form controls", () => {
  it("Input forwards type, name, placeholder and aria-invalid", () => {
    const input = tagWith(
      render(<Input type="email" name="email" placeholder="you@example.com" aria-invalid />),
      "input",
    );
    expect(attr(input, "type")).toBe("email");
    expect(attr(input, "name")).toBe("email");
    expect(attr(input, "placeholder")).toBe("you@example.com");
    expect(attr(input, "aria-invalid")).toBe("true");
    expect(attr(input, "class")).toBe("ui-input");
    expect(applied("ui-input")).toEqual(expect.arrayContaining(["aria-invalid:border-destructive", "focus-visible:border-ring"]));
  });

  it("Textarea renders a textarea with its value", () => {
    const html = render(<Textarea name="comment" defaultValue="Looks good" rows={3} />);
    const ta = tagWith(html, "textarea");
    expect(attr(ta, "name")).toBe("comment");
    expect(attr(ta, "rows")).toBe("3");
    expect(html).toContain(">Looks good</textarea>");
  });

  it("Label renders a <label for>", () => {
    const label = tagWith(render(<Label htmlFor="email">Email</Label>), "label");
    expect(attr(label, "for")).toBe("email");
  });

  it("Checkbox is a role=checkbox button reflecting its state", () => {
    const checked = tagWith(render(<Checkbox id="terms" checked aria-label="Accept" />), "button");
    expect(attr(checked, "role")).toBe("checkbox");
    expect(attr(checked, "aria-checked")).toBe("true");
    expect(attr(checked, "data-state")).toBe("checked");
    expect(attr(checked, "id")).toBe("terms");
    const unchecked = tagWith(render(<Checkbox checked={false} aria-label="Accept" disabled />), "button");
    expect(attr(unchecked, "aria-checked")).toBe("false");
    expect(attr(unchecked, "data-state")).toBe("unchecked");
    expect(unchecked).toMatch(/\sdisabled=""/);
    const mixed = tagWith(render(<Checkbox checked="indeterminate" aria-label="Select all" />), "button");
    expect(attr(mixed, "aria-checked")).toBe("mixed");
    expect(attr(mixed, "data-state")).toBe("indeterminate");
  });

  it("Switch is a role=switch button", () => {
    const sw = tagWith(render(<Switch checked aria-label="Portal enabled" />), "button");
    expect(attr(sw, "role")).toBe("switch");
    expect(attr(sw, "type")).toBe("button");
    expect(attr(sw, "aria-checked")).toBe("true");
    expect(attr(sw, "data-state")).toBe("checked");
    expect(attr(sw, "class")).toBe("peer ui-switch");
    const off = tagWith(render(<Switch checked={false} aria-label="Portal enabled" disabled />), "button");
    expect(attr(off, "aria-checked")).toBe("false");
    expect(attr(off, "data-state")).toBe("unchecked");
    expect(off).toMatch(/\sdisabled=""/);
    expect(applied("ui-switch")).toContain("data-[state=unchecked]:bg-input");
  });

  it("RadioGroup renders a radiogroup of radios with the chosen one checked", () => {
    const html = render(
      <RadioGroup defaultValue="weekly" aria-label="Frequency">
        <RadioGroupItem value="weekly" aria-label="Weekly" />
        <RadioGroupItem value="monthly" aria-label="Monthly" />
      </RadioGroup>,
    );
    expect(attr(tagWith(html, "div", 'role="radiogroup"'), "aria-label")).toBe("Frequency");
    expect(attr(tagWith(html, "button", 'value="weekly"'), "aria-checked")).toBe("true");
    expect(attr(tagWith(html, "button", 'value="monthly"'), "aria-checked")).toBe("false");
  });

  it("Select's trigger is a closed combobox showing the placeholder", () => {
    const html = render(
      <Select>
        <SelectTrigger aria-label="Status" size="sm">
          <SelectValue placeholder="All statuses" />
        </SelectTrigger>
      </Select>,
    );
    const trigger = tagWith(html, "button", 'role="combobox"');
    expect(attr(trigger, "aria-expanded")).toBe("false");
    expect(attr(trigger, "aria-label")).toBe("Status");
    expect(attr(trigger, "data-size")).toBe("sm");
    expect(html).toContain("All statuses");
  });
});

describe("FormField", () => {
  it("wires label, id, aria-invalid and aria-describedby to the error element", () => {
    const html = render(
      <FormField label="Email" error="Please enter a valid email address">
        <Input type="email" name="email" />
      </FormField>,
    );
    const input = tagWith(html, "input");
    const id = attr(input, "id")!;
    expect(id).toBeTruthy();
    expect(attr(tagWith(html, "label"), "for")).toBe(id);
    expect(attr(input, "aria-invalid")).toBe("true");
    const errorId = attr(input, "aria-describedby")!;
    const errorEl = tagWith(html, "p", `id="${errorId}"`);
    expect(attr(errorEl, "class")).toContain("text-destructive");
    expect(html).toContain(`${errorEl}Please enter a valid email address</p>`);
  });

  it("without an error: no aria-invalid, no describedby, no error element", () => {
    const html = render(
      <FormField label="Name">
        <Input name="name" />
      </FormField>,
    );
    const input = tagWith(html, "input");
    expect(attr(input, "aria-invalid")).toBeUndefined();
    expect(attr(input, "aria-describedby")).toBeUndefined();
    expect(html).not.toContain("form-field-error");
  });

  it("keeps the control's own id and describedby, and adds the hint before the error", () => {
    const html = render(
      <FormField label="Password" description="At least 8 characters" error="Password is required">
        <Input id="password" type="password" aria-describedby="caps-lock-hint" />
      </FormField>,
    );
    const input = tagWith(html, "input");
    expect(attr(input, "id")).toBe("password");
    expect(attr(tagWith(html, "label"), "for")).toBe("password");
    expect(attr(input, "aria-describedby")).toBe("caps-lock-hint password-description password-error");
    expect(html).toContain('id="password-description"');
    expect(html).toContain('id="password-error"');
  });

  it("an explicit id prop wins", () => {
    const html = render(
      <FormField label="Phone" id="phone-field">
        <Input id="ignored" />
      </FormField>,
    );
    expect(attr(tagWith(html, "input"), "id")).toBe("phone-field");
  });

  it("a render function places the wiring on a composite's focusable part (Select)", () => {
    const html = render(
      <FormField label="Service" error="Please select a service">
        {(control) => (
          <Select>
            <SelectTrigger {...control}>
              <SelectValue placeholder="Choose" />
            </SelectTrigger>
          </Select>
        )}
      </FormField>,
    );
    const trigger = tagWith(html, "button", 'role="combobox"');
    expect(attr(tagWith(html, "label"), "for")).toBe(attr(trigger, "id"));
    expect(attr(trigger, "aria-invalid")).toBe("true");
    expect(html).toContain(`id="${attr(trigger, "aria-describedby")}"`);
  });
});

describe("layout and display", () => {
  it("Card renders its slots", () => {
    const html = render(
      <Card>
        <CardHeader>
          <CardTitle>Outstanding balance</CardTitle>
          <CardDescription>All unpaid invoices</CardDescription>
        </CardHeader>
        <CardContent>$120.00</CardContent>
        <CardFooter>Pay now</CardFooter>
      </Card>,
    );
    for (const slot of ["card", "card-header", "card-title", "card-description", "card-content", "card-footer"]) {
      expect(html).toContain(`data-slot="${slot}"`);
    }
    expect(html).toContain("Outstanding balance");
  });

  it("Table sits in a horizontally scrollable container with real table elements", () => {
    const html = render(
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Invoice</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          <TableRow>
            <TableCell>INV-0001</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    expect(attr(tagWith(html, "div", "table-container"), "class")).toContain("overflow-x-auto");
    expect(html).toMatch(/<table[^>]*><thead[^>]*><tr[^>]*><th[^>]*>Invoice<\/th>/);
    expect(html).toMatch(/<tbody[^>]*><tr[^>]*><td[^>]*>INV-0001<\/td>/);
  });

  it("Tabs: a tablist, the active tab selected and only its panel filled", () => {
    const html = render(
      <Tabs defaultValue="quotes">
        <TabsList aria-label="Documents">
          <TabsTrigger value="quotes">Quotes</TabsTrigger>
          <TabsTrigger value="invoices">Invoices</TabsTrigger>
        </TabsList>
        <TabsContent value="quotes">Quote list</TabsContent>
        <TabsContent value="invoices">Invoice list</TabsContent>
      </Tabs>,
    );
    expect(html).toContain('role="tablist"');
    const active = tagWith(html, "button", 'data-state="active"');
    expect(attr(active, "role")).toBe("tab");
    expect(attr(active, "aria-selected")).toBe("true");
    expect(html).toContain(">Quotes</button>");
    expect(attr(tagWith(html, "button", 'data-state="inactive"'), "tabindex")).toBe("-1");
    expect(html).toContain("Quote list");
    expect(html).not.toContain("Invoice list");
  });

  it("Skeleton is hidden from assistive tech", () => {
    const div = tagWith(render(<Skeleton className="h-4 w-20" />), "div");
    expect(attr(div, "aria-hidden")).toBe("true");
    expect(attr(div, "class")).toBe("ui-skeleton h-4 w-20");
    // The pulse stops for people who ask for less motion (app/globals.css).
    expect(fs.readFileSync(path.join(process.cwd(), "app/globals.css"), "utf8")).toMatch(/\.ui-skeleton \{\s*@apply animate-pulse [^;]*motion-reduce:animate-none;/);
  });

  it("Separator: decorative by default, a real separator when asked", () => {
    expect(attr(tagWith(render(<Separator />), "div"), "role")).toBe("none");
    const vertical = tagWith(render(<Separator decorative={false} orientation="vertical" />), "div");
    expect(attr(vertical, "role")).toBe("separator");
    expect(attr(vertical, "aria-orientation")).toBe("vertical");
  });

  it("Avatar shows the initials in a circle, a caller's size winning", () => {
    const html = render(
      <Avatar className="size-10">
        <AvatarFallback>GL</AvatarFallback>
      </Avatar>,
    );
    expect(html).toBe(
      '<span data-slot="avatar" class="ui-avatar size-10"><span data-slot="avatar-fallback" class="ui-avatar-fallback">GL</span></span>',
    );
  });

  it("ScrollArea renders its children inside a viewport", () => {
    const html = render(
      <ScrollArea className="h-40">
        <p>Message 1</p>
      </ScrollArea>,
    );
    // Focusable, so a keyboard user can scroll a region that has no focusable children.
    expect(attr(tagWith(html, "div", 'data-slot="scroll-area-viewport"'), "tabindex")).toBe("0");
    expect(html).toContain("<p>Message 1</p>");
  });

  it("Spinner is labelled", () => {
    const html = render(<Spinner label="Loading..." />);
    expect(attr(tagWith(html, "svg"), "aria-label")).toBe("Loading...");
    expect(attr(tagWith(html, "svg"), "role")).toBe("img");
  });
});

describe("overlays (closed: their content portals in only in the browser)", () => {
  it("Dialog trigger announces a dialog; Title and Description carry ids", () => {
    const closed = render(
      <Dialog>
        <DialogTrigger asChild>
          <Button>Approve</Button>
        </DialogTrigger>
      </Dialog>,
    );
    const trigger = tagWith(closed, "button");
    expect(attr(trigger, "aria-haspopup")).toBe("dialog");
    expect(attr(trigger, "aria-expanded")).toBe("false");
    expect(attr(trigger, "class")).toContain("ui-btn-primary");

    const parts = render(
      <Dialog open>
        <DialogHeader>
          <DialogTitle>Approve Quote</DialogTitle>
          <DialogDescription>Add an optional comment.</DialogDescription>
        </DialogHeader>
      </Dialog>,
    );
    expect(attr(tagWith(parts, "h2"), "id")).toBeTruthy();
    expect(attr(tagWith(parts, "p"), "id")).toBeTruthy();
    expect(parts).toContain('data-slot="dialog-header"');
  });

  it("SideDrawer is a native dialog named by its heading and described by its text, empty while closed", () => {
    const drawer = (open: boolean) =>
      render(
        <SideDrawer open={open} onOpenChange={() => {}} title="Greenleaf Lawn Care" description="Portal navigation">
          <a href="/dashboard">Dashboard</a>
        </SideDrawer>,
      );
    expect(drawer(false)).toMatch(/^<dialog [^>]*><\/dialog>$/);
    // Rendered "open" on the server it still has no open attribute: showModal() opens it.
    const html = drawer(true);
    const dialog = tagWith(html, "dialog");
    expect(dialog).not.toMatch(/\sopen[=\s>]/);
    const heading = tagWith(html, "h2");
    expect(attr(dialog, "aria-labelledby")).toBe(attr(heading, "id"));
    expect(attr(dialog, "aria-describedby")).toBe(attr(tagWith(html, "p"), "id"));
    expect(html).toContain(">Greenleaf Lawn Care</h2>");
    expect(html).toContain(">Portal navigation</p>");
    expect(html).toContain('<a href="/dashboard">Dashboard</a>');
    expect(html).toContain('<span class="sr-only">Close</span>');
  });

  it("AlertDialog, Sheet, Popover and Tooltip triggers expose their popup", () => {
    const alert = tagWith(
      render(
        <AlertDialog>
          <AlertDialogTrigger>Delete</AlertDialogTrigger>
        </AlertDialog>,
      ),
      "button",
    );
    expect(attr(alert, "aria-haspopup")).toBe("dialog");

    const sheet = tagWith(
      render(
        <Sheet>
          <SheetTrigger>Menu</SheetTrigger>
        </Sheet>,
      ),
      "button",
    );
    expect(attr(sheet, "aria-haspopup")).toBe("dialog");

    const popover = tagWith(
      render(
        <PopoverPanel id="filters" aria-label="Filters">
          <p>Only while open</p>
        </PopoverPanel>,
      ),
      "div",
    );
    expect(attr(popover, "popover")).toBe("auto");
    expect(attr(popover, "role")).toBe("dialog");
    expect(attr(popover, "id")).toBe("filters");
    expect(attr(popover, "aria-label")).toBe("Filters");
    expect(render(<PopoverPanel id="filters">Only while open</PopoverPanel>)).not.toContain("Only while open");

    const tip = tagWith(
      render(
        <Tooltip>
          <TooltipTrigger>Info</TooltipTrigger>
        </Tooltip>,
      ),
      "button",
    );
    expect(attr(tip, "data-slot")).toBe("tooltip-trigger");
    expect(attr(tip, "data-state")).toBe("closed");
  });
});

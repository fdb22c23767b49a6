import { notFound } from "next/navigation";

/**
 * Every path no route claims lands here, so its 404 renders inside the marketing layout
 * ((marketing)/not-found.tsx). The root not-found stays free of client components: it is part
 * of every page's tree, and the marketing header's menus were ~30 kB gzip of first-load JS on
 * every portal and admin page.
 */
export default function Missing(): never {
  notFound();
}

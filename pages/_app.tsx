import type { AppProps } from "next/app";
import "@/app/globals.css";

/**
 * The Pages Router serves only the landing page `/`, with no runtime JavaScript
 * (docs/decisions/performance-first-load-js.md). It shares the App Router's stylesheet.
 */
export default function App({ Component, pageProps }: AppProps) {
  return <Component {...pageProps} />;
}

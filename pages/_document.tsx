import { Head, Html, Main, NextScript } from "next/document";

/** The same document as app/layout.tsx: English, body at least the viewport's height. */
export default function Document() {
  return (
    <Html lang="en">
      <Head />
      <body className="min-h-screen">
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}

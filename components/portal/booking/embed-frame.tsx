"use client";

import { useEffect, useRef } from "react";
import { EMBED_HEIGHT_MESSAGE } from "@/lib/booking/embed/embed-message";

/**
 * /book?embed=1 inside a business's website (issue 39 item 4): tells the page that framed it how
 * tall the form is — on load and on every change (a ResizeObserver on the content, not on the
 * document: the document is at least as tall as the frame, so it could never shrink). The
 * message goes only to the websites the business lists (the same ones frame-ancestors lets in).
 */
export function EmbedFrame({ websiteOrigins, children }: { websiteOrigins: string[]; children: React.ReactNode }) {
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = content.current;
    if (!element || window.parent === window) return;
    let last = -1;
    const report = () => {
      const height = Math.ceil(element.getBoundingClientRect().height);
      if (height === last) return;
      last = height;
      for (const origin of websiteOrigins) window.parent.postMessage({ type: EMBED_HEIGHT_MESSAGE, height }, origin);
    };
    report();
    const observer = new ResizeObserver(report);
    observer.observe(element);
    window.addEventListener("load", report);
    return () => {
      observer.disconnect();
      window.removeEventListener("load", report);
    };
  }, [websiteOrigins]);
  return (
    <div ref={content} className="p-4 sm:p-6">
      {children}
    </div>
  );
}

import { EMBED_HEIGHT_MESSAGE } from "./embed-message";

/**
 * GET /embed.js (issue 39 item 4): the script a business's own website loads with
 * `<script src="{portal origin}/embed.js" data-service="…"></script>`. Plain ES5-level JS, no
 * framework: it finds its own tag, puts an iframe of `{portal origin}/book?embed=1…` right after
 * it (the tag's data-service and data-frequency, and the host page's utm_* parameters, passed
 * on), and sizes the frame by the height /book posts — only from that frame, only from the portal.
 */
/** The frame's height before /book first reports, and the range a reported height is clamped to. */
export const EMBED_INITIAL_HEIGHT = 480;
export const EMBED_MIN_HEIGHT = 200;
export const EMBED_MAX_HEIGHT = 12_000;
/** The host page's campaign parameters that /book keeps on the booking. */
export const EMBED_UTM_PARAMETERS = ["utm_source", "utm_medium", "utm_campaign"] as const;

/** A string as a JS literal that cannot end the script or a string early. */
const literal = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");

export function embedScript({ portalOrigin, businessName }: { portalOrigin: string; businessName: string }): string {
  return `/* ServiceLoop online booking for ${businessName.replace(/\*\//g, "* /").replace(/[\r\n]/g, " ")} */
(function () {
  "use strict";
  var ORIGIN = ${literal(portalOrigin)};
  var script = document.currentScript;
  if (!script || !script.parentNode) return;
  var query = new URLSearchParams();
  query.set("embed", "1");
  var service = script.getAttribute("data-service");
  if (service) query.set("service", service);
  var frequency = script.getAttribute("data-frequency");
  if (frequency) query.set("frequency", frequency);
  var page = new URLSearchParams(window.location.search);
  ${literal(EMBED_UTM_PARAMETERS)}.forEach(function (name) {
    var value = page.get(name);
    if (value) query.set(name, value);
  });
  var frame = document.createElement("iframe");
  frame.src = ORIGIN + "/book?" + query.toString();
  frame.title = ${literal(`Book online with ${businessName}`)};
  frame.setAttribute("data-serviceloop-booking", "");
  frame.style.cssText = "display:block;width:100%;border:0;overflow:hidden;height:${EMBED_INITIAL_HEIGHT}px";
  script.parentNode.insertBefore(frame, script.nextSibling);
  window.addEventListener("message", function (event) {
    if (event.origin !== ORIGIN || event.source !== frame.contentWindow) return;
    var data = event.data;
    if (!data || data.type !== ${literal(EMBED_HEIGHT_MESSAGE)} || typeof data.height !== "number" || !isFinite(data.height)) return;
    frame.style.height = Math.min(${EMBED_MAX_HEIGHT}, Math.max(${EMBED_MIN_HEIGHT}, Math.ceil(data.height))) + "px";
  });
})();
`;
}

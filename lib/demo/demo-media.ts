/**
 * The demo portal's pictures (logo, signature, job and message photos), drawn as SVG so the
 * demo needs no image files or uploads. Served by app/demo-portal/media/[file]/route.ts.
 */
const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>`;

const grassStripes = (colors: [string, string], blades: boolean) =>
  Array.from({ length: 8 }, (_, i) => `<rect x="0" y="${120 + i * 25}" width="400" height="25" fill="${colors[i % 2]}"/>`).join("") +
  (blades
    ? Array.from({ length: 60 }, (_, i) => {
        const x = (i * 37) % 400;
        const y = 130 + ((i * 53) % 180);
        return `<path d="M${x} ${y + 14} l3 -16 l3 16" fill="#3f6212"/>`;
      }).join("")
    : "");

const house = `<rect x="0" y="0" width="400" height="120" fill="#bae6fd"/><rect x="250" y="40" width="120" height="80" fill="#e7e5e4"/><path d="M240 45 L310 5 L380 45 Z" fill="#78716c"/><rect x="295" y="80" width="25" height="40" fill="#57534e"/><rect x="0" y="112" width="400" height="8" fill="#d6d3d1"/>`;

export const DEMO_MEDIA: Record<string, string> = {
  "logo.svg": svg(
    64,
    64,
    `<rect width="64" height="64" rx="14" fill="#166534"/><path d="M32 12 L48 36 H38 L46 50 H18 L26 36 H16 Z" fill="#dcfce7"/><rect x="29" y="50" width="6" height="6" fill="#dcfce7"/>`,
  ),
  "signature.svg": svg(
    240,
    80,
    `<path d="M10 55 C 25 10, 40 10, 38 50 S 55 70, 70 35 S 90 20, 95 50 C 100 65, 115 30, 125 45 S 150 60, 160 40 C 170 25, 185 55, 200 42 S 220 35, 232 48" fill="none" stroke="#1e293b" stroke-width="3" stroke-linecap="round"/>`,
  ),
  "lawn-before.svg": svg(400, 320, house + grassStripes(["#65a30d", "#65a30d"], true) + `<ellipse cx="120" cy="230" rx="50" ry="18" fill="#a16207"/>`),
  "lawn-after.svg": svg(400, 320, house + grassStripes(["#16a34a", "#15803d"], false) + `<rect x="0" y="118" width="400" height="4" fill="#f5f5f4"/>`),
  "driveway-patch.svg": svg(
    400,
    300,
    `<rect width="400" height="300" fill="#4d7c0f"/><rect x="250" y="0" width="150" height="300" fill="#a8a29e"/><ellipse cx="170" cy="160" rx="70" ry="40" fill="#a16207"/><ellipse cx="150" cy="150" rx="30" ry="15" fill="#854d0e"/>`,
  ),
};

/**
 * Reads a V8 .cpuprofile (node --cpu-prof) and says where the time went: by area of the code
 * (React's server renderer, Next's server, our bundled app code, the Postgres driver, the
 * garbage collector…), by function (self time), and by function including what it called
 * (each sample counted once per function on its stack). Also writes the folded stacks
 * ("a;b;c 123" per line) that flame-graph tools read, next to the profile.
 *
 * `tsx scripts/bench/cpu-profile-summary.ts <file.cpuprofile> [--top N] [--from-us A --to-us B]`
 * (the window: only samples taken while a route was under load; scripts/bench.ts passes it).
 */
import fs from "node:fs";

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
export type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

/** The area a frame belongs to, from its script's path: what a fix would have to change. */
export function areaOf(frame: CallFrame): string {
  const url = frame.url;
  if (!url) {
    if (frame.functionName === "(garbage collector)") return "garbage collector";
    if (frame.functionName === "(idle)") return "idle";
    if (frame.functionName === "(program)") return "V8 / native (program)";
    return "native";
  }
  if (url.startsWith("node:")) return `node ${url.slice(5).split("/")[0]}`;
  if (/react-dom.*server|react-server-dom|react-dom-server/.test(url)) return "React server render (react-dom / RSC)";
  if (/compiled\/react\b|\/react\//.test(url)) return "React";
  if (url.includes("/next/dist/compiled/")) return `Next compiled deps (${url.split("/next/dist/compiled/")[1].split("/")[0]})`;
  if (url.includes("/next/dist/")) return `Next server (${url.split("/next/dist/")[1].split("/").slice(0, 2).join("/")})`;
  if (url.includes("/.next/server/")) return "app bundle (.next/server: our code + bundled packages)";
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return `package ${pkg[1]}`;
  return "other";
}

function frameName(frame: CallFrame): string {
  const file = frame.url ? frame.url.replace(/^.*\/(node_modules|\.next)\//, "$1/").replace(/^file:\/\//, "") : "";
  return `${frame.functionName || "(anonymous)"}${file ? ` ${file}:${frame.lineNumber + 1}` : ""}`;
}

/** A time window on the monotonic clock profiles use (µs, as process.hrtime.bigint() / 1000n). */
export type Window = { fromUs: number; toUs: number };

export function summarizeProfile(profile: CpuProfile, top = 25, window?: Window) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

  const selfByArea = new Map<string, number>();
  const selfByFunction = new Map<string, number>();
  const totalByFunction = new Map<string, number>();
  const folded = new Map<string, number>();
  let total = 0;
  let clock = profile.startTime;
  profile.samples.forEach((id, i) => {
    const delta = Math.max(0, profile.timeDeltas[i] ?? 0);
    clock += profile.timeDeltas[i] ?? 0;
    if (window && (clock < window.fromUs || clock > window.toUs)) return;
    const node = byId.get(id);
    if (!node) return;
    total += delta;
    const area = areaOf(node.callFrame);
    selfByArea.set(area, (selfByArea.get(area) ?? 0) + delta);
    const name = frameName(node.callFrame);
    selfByFunction.set(name, (selfByFunction.get(name) ?? 0) + delta);
    const stack: string[] = [];
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)!.callFrame;
      if (frame.functionName === "(root)") break;
      const key = frameName(frame);
      stack.push(frame.functionName || "(anonymous)");
      if (!seen.has(key)) {
        seen.add(key);
        totalByFunction.set(key, (totalByFunction.get(key) ?? 0) + delta);
      }
    }
    const line = stack.reverse().join(";");
    folded.set(line, (folded.get(line) ?? 0) + delta);
  });

  const rank = (m: Map<string, number>, n: number) =>
    [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, n).map(([name, us]) => ({ name, ms: us / 1000, share: total ? us / total : 0 }));
  return { totalMs: total / 1000, areas: rank(selfByArea, 40), self: rank(selfByFunction, top), inclusive: rank(totalByFunction, top), folded };
}

function printTable(title: string, rows: { name: string; ms: number; share: number }[]) {
  console.log(`\n${title}`);
  for (const r of rows) console.log(`${(r.share * 100).toFixed(1).padStart(6)} %  ${r.ms.toFixed(0).padStart(8)} ms  ${r.name}`);
}

if (process.argv[1]?.endsWith("cpu-profile-summary.ts")) {
  const file = process.argv[2];
  if (!file) {
    console.error("usage: tsx scripts/bench/cpu-profile-summary.ts <file.cpuprofile> [--top N]");
    process.exit(2);
  }
  const option = (name: string) => {
    const at = process.argv.indexOf(name);
    return at > 0 ? Number(process.argv[at + 1]) : null;
  };
  const top = option("--top") ?? 25;
  const from = option("--from-us");
  const to = option("--to-us");
  const window = from !== null && to !== null ? { fromUs: from, toUs: to } : undefined;
  const summary = summarizeProfile(JSON.parse(fs.readFileSync(file, "utf8")) as CpuProfile, top, window);
  console.log(`CPU profile ${file}: ${summary.totalMs.toFixed(0)} ms sampled${window ? ` in the window of ${((window.toUs - window.fromUs) / 1e6).toFixed(1)} s measured` : ""}`);
  printTable("Self time by area", summary.areas);
  printTable(`Self time by function (top ${top})`, summary.self);
  printTable(`Time including callees, by function (top ${top})`, summary.inclusive);
  const foldedFile = file.replace(/\.cpuprofile$/, "") + ".folded";
  fs.writeFileSync(foldedFile, [...summary.folded.entries()].map(([stack, us]) => `${stack} ${Math.round(us)}`).join("\n") + "\n");
  console.log(`\nFolded stacks for a flame graph: ${foldedFile}`);
}

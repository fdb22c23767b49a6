import { describe, expect, it } from "vitest";
import { formatArrivalWindows, parseArrivalWindows, parseWebsiteOrigins, websiteOrigin } from "@/lib/booking/settings/booking-settings-rules";
import { toWorkingDays, workingDayProblem } from "@/lib/booking/availability/working-hours-rules";

/** The text rules of Settings → Booking and the working-hours editor (client-safe, shared with their schemas). */
describe("website origins", () => {
  it("takes https sites and localhost, normalised to their origin", () => {
    expect(websiteOrigin("https://www.Example.com")).toBe("https://www.example.com");
    expect(websiteOrigin("https://www.example.com/")).toBe("https://www.example.com");
    expect(websiteOrigin("https://shop.example.co.uk:8443")).toBe("https://shop.example.co.uk:8443");
    expect(websiteOrigin("http://localhost:8080")).toBe("http://localhost:8080");
    expect(websiteOrigin("http://127.0.0.1:5173")).toBe("http://127.0.0.1:5173");
  });

  it("refuses plain http on the open web, paths, queries, credentials, bare hosts and other schemes", () => {
    for (const bad of ["http://www.example.com", "https://www.example.com/book", "https://www.example.com?x=1", "https://www.example.com#top", "https://u:p@www.example.com", "https://intranet", "www.example.com", "ftp://example.com", "javascript:alert(1)", "https://www.example.com//evil.test"]) {
      expect(websiteOrigin(bad), bad).toBeNull();
    }
  });

  it("refuses hosts a Content-Security-Policy would read as a wildcard or a new directive, and takes an IDN as punycode", () => {
    for (const bad of ["https://*.example.com", "https://a;b.example.com", "https://a'b.example.com", "https://a,b.example.com", "https://a_b.example.com", "https://a!b.example.com", "https://www.example.com."]) {
      expect(websiteOrigin(bad), bad).toBeNull();
    }
    expect(websiteOrigin("https://bücher.example")).toBe("https://xn--bcher-kva.example");
    expect(parseWebsiteOrigins("https://www.example.com\nhttps://*.example.com")).toEqual({ problem: "Invalid format" });
  });

  it("keeps each origin once and at most ten", () => {
    expect(parseWebsiteOrigins(" https://a.example.com \n\nhttps://A.example.com/\n")).toEqual({ origins: ["https://a.example.com"] });
    expect(parseWebsiteOrigins("")).toEqual({ origins: [] });
    const eleven = Array.from({ length: 11 }, (_, i) => `https://s${i}.example.com`).join("\n");
    expect(parseWebsiteOrigins(eleven)).toEqual({ problem: "Invalid value" });
  });
});

describe("arrival windows", () => {
  it("reads 24-hour from-to lines in quarter hours, sorted, and writes them back", () => {
    expect(parseArrivalWindows("13:00 - 15:00\n07:30-09:30")).toEqual({ windows: [{ start: 450, end: 570 }, { start: 780, end: 900 }] });
    expect(formatArrivalWindows([{ start: 450, end: 570 }, { start: 780, end: 900 }])).toBe("07:30-09:30\n13:00-15:00");
    expect(parseArrivalWindows("\n")).toEqual({ problem: "This field is required" });
    expect(parseArrivalWindows("7:30-9:30")).toEqual({ problem: "Invalid format" });
    expect(parseArrivalWindows("24:00-25:00")).toEqual({ problem: "Invalid format" });
    expect(parseArrivalWindows("09:00-09:00")).toEqual({ problem: "Invalid value" });
    expect(parseArrivalWindows("09:05-10:00")).toEqual({ problem: "Invalid value" });
    expect(parseArrivalWindows(Array.from({ length: 13 }, (_, i) => `${String(i + 8).padStart(2, "0")}:00-${String(i + 8).padStart(2, "0")}:30`).join("\n"))).toEqual({ problem: "Invalid value" });
  });
});

describe("working day rows", () => {
  it("checks a working day's times in order, never a day off", () => {
    expect(workingDayProblem({ weekday: 1, works: false, start: "", end: "nonsense" })).toBeNull();
    expect(workingDayProblem({ weekday: 1, works: true, start: "", end: "" })).toEqual({ field: "start", message: "This field is required" });
    expect(workingDayProblem({ weekday: 1, works: true, start: "08:00", end: "" })).toEqual({ field: "end", message: "This field is required" });
    expect(workingDayProblem({ weekday: 1, works: true, start: "8am", end: "17:00" })).toEqual({ field: "start", message: "Invalid format" });
    expect(workingDayProblem({ weekday: 1, works: true, start: "08:00", end: "17:20" })).toEqual({ field: "end", message: "Invalid value" });
    expect(workingDayProblem({ weekday: 1, works: true, start: "17:00", end: "08:00" })).toEqual({ field: "end", message: "Invalid value" });
    expect(workingDayProblem({ weekday: 1, works: true, start: "00:00", end: "23:45" })).toBeNull();
  });

  it("shows stored rows as the editor's seven days, Monday first", () => {
    const days = toWorkingDays([{ weekday: 6, startMinute: 480, endMinute: 720 }]);
    expect(days).toHaveLength(7);
    expect(days[0]).toEqual({ weekday: 1, works: false, start: "09:00", end: "17:00" });
    expect(days[5]).toEqual({ weekday: 6, works: true, start: "08:00", end: "12:00" });
  });
});

import { describe, expect, it } from "vitest";
import { visitPhotoLabel } from "@/lib/scheduling/visit-photos/visit-photo-rules";

/** Pins the label the crew's photo strip and its toasts show for each kind ("Before photo added"). */
describe("visitPhotoLabel", () => {
  it("names each kind", () => {
    expect(visitPhotoLabel("before")).toBe("Before");
    expect(visitPhotoLabel("after")).toBe("After");
  });
});

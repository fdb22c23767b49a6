import type { Page } from "@playwright/test";

/**
 * Waits until nothing on the page is mid-animation (dialogs and menus opening), leaving
 * endless ones (spinners) aside. axe measures contrast as painted, so a loaded machine that
 * reaches the check half-way through a fade would report colours no one sees at rest.
 */
export async function untilStill(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { polling: 100 },
  );
}

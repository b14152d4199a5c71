// Tap targets measured the way a finger meets them: by hit testing, not by the element's box. A link's
// target is the run of points, through the middle of its first line, where the browser hands a tap to
// that link; so a hit area drawn by ::after counts, and a neighbour whose area overlaps takes its share.
import type { Locator } from 'playwright-core';

export type TapTarget = { text: string; width: number; height: number };

/** WCAG 2.5.5 (AAA) and Apple's Human Interface Guidelines: 44 by 44 CSS pixels. */
export const MIN_TAP_TARGET = 44;

/**
 * Whether a measured target is under MIN_TAP_TARGET, give or take the pixel Chromium's hit testing snaps
 * to: it tests a box at whole-pixel edges, and a later sibling takes a shared pixel row, so a 44 px box at
 * a fractional position measures 43, 44 or 45 px by where its edges fall (seen in CI on rendered search
 * results whose list started at y = .64).
 */
export function isTooSmall(target: TapTarget): boolean {
  return target.height < MIN_TAP_TARGET - 1 || target.width < MIN_TAP_TARGET - 1;
}

/** The tap target of every rendered element `locator` matches (elements under display: none are left out). */
export function tapTargets(locator: Locator): Promise<TapTarget[]> {
  return locator.evaluateAll((elements) =>
    elements
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => {
        // In the middle of the screen, away from the sticky header that would take the taps above it.
        el.scrollIntoView({ block: 'center', inline: 'nearest' });
        const line = el.getClientRects()[0] as DOMRect;
        const x = line.left + line.width / 2;
        const y = line.top + line.height / 2;
        const hits = (px: number, py: number) => {
          const at = document.elementFromPoint(px, py);
          return at !== null && el.contains(at);
        };
        // Quarter-pixel steps from the middle that still reach the element, one direction at a time; a
        // run of n steps each way spans at least n and less than n + 2 steps, so its middle value, to the
        // nearest pixel, is the target's size (a box of exactly 44 px may start at any fraction of a pixel).
        const STEP = 0.25;
        const reach = (dx: number, dy: number) => {
          let steps = 0;
          while (steps < 800 && hits(x + dx * STEP * (steps + 1), y + dy * STEP * (steps + 1))) steps++;
          return steps;
        };
        const size = (steps: number) => Math.round((steps + 1) * STEP);
        return {
          text: (el.textContent ?? '').trim(),
          width: size(reach(-1, 0) + reach(1, 0)),
          height: size(reach(0, -1) + reach(0, 1)),
        };
      }),
  );
}

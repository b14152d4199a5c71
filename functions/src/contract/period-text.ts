// Periods as people read them. Figures are kept by calendar quarter ('2025Q3') or month ('2025-12'),
// keys that sort; shown as such they read as codes ("2024Q3–2026Q3"). The app and the server-rendered
// pages both write periods through this module, so a period reads the same wherever it shows.

/** Joins the parts of one end ("Q3", "2025"): a narrow cell then wraps at the dash, not inside an end. */
const NBSP = '\u00a0';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** '2025Q3' → 'Q3 2025', '2025-12' → 'Dec 2025'; any other key is returned as it is. */
export function periodKeyText(key: string): string {
  const quarter = /^(\d{4})Q([1-4])$/.exec(key);
  if (quarter) return `Q${quarter[2]}${NBSP}${quarter[1]}`;
  const month = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(key);
  if (month) return `${MONTHS[Number(month[2]) - 1]}${NBSP}${month[1]}`;
  return key;
}

/** A period from one key to another: 'Q3 2024 – Q3 2026', or one key's text when they are the same. */
export function periodText({ from, to }: { from: string; to: string }): string {
  return from === to ? periodKeyText(from) : `${periodKeyText(from)} – ${periodKeyText(to)}`;
}

/** The quarter numbered as the trend chart numbers them (year × 4 + quarter − 1): 'Q3 2025'. */
export function quarterNumberText(index: number): string {
  return `Q${(index % 4) + 1}${NBSP}${Math.floor(index / 4)}`;
}

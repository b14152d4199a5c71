/** ?page= as a page number: 1 unless it is a whole number from 1 to 100 (the API's bound). */
export function pageFromParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100 ? page : 1;
}

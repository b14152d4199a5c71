/** X-Total-Count of a list answer; what was received when the header is missing or unreadable. */
export function totalCount(headers: Headers, fallback: number): number {
  const total = Number(headers.get('X-Total-Count'));
  return headers.has('X-Total-Count') && Number.isFinite(total) && total >= 0 ? total : fallback;
}

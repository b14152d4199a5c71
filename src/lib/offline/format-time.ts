/** "10:42 AM", or "Mar 3, 10:42 AM" when not today. */
export function formatTime(epochMs: number, now: Date = new Date()): string {
  const at = new Date(epochMs);
  const sameDay = at.toDateString() === now.toDateString();
  return new Intl.DateTimeFormat('en-US', {
    ...(sameDay ? {} : { month: 'short', day: 'numeric' }),
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);
}

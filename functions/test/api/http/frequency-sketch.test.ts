// The public read cache's frequency sketch (http/frequency-sketch.ts): it decides which answers are
// kept as wanted, so it must never count a key short, and old asks must fade.
import { expect, test } from 'vitest';
import { FrequencySketch } from '../../../src/http/frequency-sketch.ts';

test('never counts a key short among many others, and fades old asks', () => {
  const sketch = new FrequencySketch(1000);
  for (let n = 0; n < 7; n++) sketch.add('/api/interviewers/hot');
  for (let i = 0; i < 2000; i++) sketch.add(`/api/search?q=once${i}`);
  const before = sketch.count('/api/interviewers/hot');
  expect(before).toBeGreaterThanOrEqual(7);
  expect(before).toBeGreaterThan(sketch.count('/api/search?q=once5'));
  // 10,000 asks in all (ten per entry): every count has been halved.
  for (let i = 0; i < 8000; i++) sketch.add(`/api/search?q=later${i % 50}`);
  expect(sketch.count('/api/interviewers/hot')).toBe(Math.floor(before / 2));
});

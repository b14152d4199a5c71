import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarDisplay } from '@/components/rating/star-display';

/** Each star's state as drawn: full, half or empty. */
const drawn = (filled: number) => {
  const { container, unmount } = render(<StarDisplay filled={filled} label="x" />);
  const states = [...container.querySelectorAll('.star-display-icon')].map((s) =>
    s.getAttribute('data-filled'),
  );
  unmount();
  return states;
};

describe('StarDisplay', () => {
  it('draws an average to the nearest half star, so 2.5 is not shown as 3 nor 4.5 as 5', () => {
    expect(drawn(2.5)).toEqual(['true', 'true', 'half', 'false', 'false']);
    expect(drawn(4.5)).toEqual(['true', 'true', 'true', 'true', 'half']);
    expect(drawn(2.74)).toEqual(['true', 'true', 'half', 'false', 'false']);
    expect(drawn(2.75)).toEqual(['true', 'true', 'true', 'false', 'false']);
    expect(drawn(4.2)).toEqual(['true', 'true', 'true', 'true', 'false']);
  });

  it('draws whole ratings whole, and keeps out-of-range values within 0 to 5 stars', () => {
    expect(drawn(3)).toEqual(['true', 'true', 'true', 'false', 'false']);
    expect(drawn(0)).toEqual(['false', 'false', 'false', 'false', 'false']);
    expect(drawn(7)).toEqual(['true', 'true', 'true', 'true', 'true']);
    expect(drawn(Number.NaN)).toEqual(['false', 'false', 'false', 'false', 'false']);
  });
});

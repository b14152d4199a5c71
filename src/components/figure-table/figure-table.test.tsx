import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FigureTable } from '@/components/figure-table/figure-table';

afterEach(cleanup);

describe('FigureTable', () => {
  const rows = [
    {
      key: 'q1',
      head: 'Jan–Mar 2026',
      cells: ['4.20', 7],
      cellClass: (i: number) => (i === 0 ? 'in-up' : undefined),
    },
    { key: 'q2', head: 'Apr–Jun 2026', cells: ['3.90', 5] },
  ];

  it('names the table, its columns and each row, so a screen reader reads every figure with its row and column', () => {
    render(
      <FigureTable caption="Fairness by quarter" columns={['Quarter', 'Average', 'Reviews']} rows={rows} />,
    );
    const table = screen.getByRole('table', { name: 'Fairness by quarter' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Quarter', 'Average', 'Reviews']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['Jan–Mar 2026', 'Apr–Jun 2026']);
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['4.20', '7']);
    expect(within(first).getByText('4.20').className).toBe('in-up');
  });

  it('keeps a hidden caption for screen readers when a heading already says it', () => {
    render(<FigureTable caption="Fairness by quarter" captionHidden columns={['Quarter']} rows={[]} />);
    expect(screen.getByRole('table', { name: 'Fairness by quarter' })).toBeTruthy();
    expect(screen.getByText('Fairness by quarter').className).toBe('visually-hidden');
  });
});

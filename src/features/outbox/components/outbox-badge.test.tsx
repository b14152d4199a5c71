import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useToastStore } from '@/components/toast/toast-store';
import { OutboxBadge } from '@/features/outbox/components/outbox-badge';
import { useOutboxSummary } from '@/lib/offline/outbox/outbox-summary';

afterEach(() => {
  cleanup();
  useOutboxSummary.setState({ pending: 0, failed: 0, lastSent: null });
  useToastStore.setState({ toasts: [] });
});

const renderBadge = () =>
  render(
    <MemoryRouter>
      <OutboxBadge />
    </MemoryRouter>,
  );

describe('OutboxBadge', () => {
  it('is absent while nothing waits, and links to /outbox while items are pending or failed', () => {
    renderBadge();
    expect(screen.queryByRole('link')).toBeNull();
    act(() => useOutboxSummary.setState({ pending: 2, failed: 1 }));
    const link = screen.getByRole('link', { name: /Outbox: 2 items waiting to be sent, 1 not sent/ });
    expect(link.getAttribute('href')).toBe('/outbox');
  });

  it('says when a queued item has been sent', () => {
    renderBadge();
    act(() => useOutboxSummary.setState({ pending: 0, lastSent: { id: 'e1', label: 'Review of Ada' } }));
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual(['Sent: Review of Ada']);
  });
});

import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpdatePrompt } from '@/components/update-prompt/update-prompt';
import { usePwaUpdateStore } from '@/lib/offline/pwa-update-store';

afterEach(() => {
  cleanup();
  usePwaUpdateStore.setState({ updateReady: false, applyUpdate: null, dismissed: false });
});

describe('UpdatePrompt', () => {
  it('shows nothing until a new version is waiting', () => {
    render(<UpdatePrompt />);
    expect(screen.queryByText(/new version/i)).toBeNull();
  });

  it('reloads only when the user presses Reload', async () => {
    const user = userEvent.setup();
    const applyUpdate = vi.fn();
    render(<UpdatePrompt />);
    act(() => usePwaUpdateStore.setState({ updateReady: true, applyUpdate }));
    expect(screen.getByText('A new version is available.')).toBeTruthy();
    expect(applyUpdate).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(applyUpdate).toHaveBeenCalledTimes(1);
  });

  it('Later hides it without updating', async () => {
    const user = userEvent.setup();
    const applyUpdate = vi.fn();
    usePwaUpdateStore.setState({ updateReady: true, applyUpdate });
    render(<UpdatePrompt />);
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByText('A new version is available.')).toBeNull();
    expect(applyUpdate).not.toHaveBeenCalled();
  });
});

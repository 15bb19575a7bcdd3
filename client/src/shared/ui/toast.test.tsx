import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './toast.tsx';

function Raiser() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success('Customer saved')}>
        Succeed
      </button>
      <button type="button" onClick={() => toast.failure('Failed to save customer')}>
        Fail
      </button>
    </>
  );
}

function renderToasts() {
  return render(
    <ToastProvider>
      <Raiser />
    </ToastProvider>,
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts', () => {
  it('announces success politely and failure as an alert', async () => {
    renderToasts();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Succeed' }));
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getByRole('status')).toHaveTextContent('Customer saved');
    expect(screen.getByRole('status')).toHaveClass('toast--success');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to save customer');
    expect(screen.getByRole('alert')).toHaveClass('toast--failure');
  });

  it('can be dismissed', async () => {
    renderToasts();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Succeed' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('leaves no timer behind once the app is gone', () => {
    vi.useFakeTimers();
    const { unmount } = renderToasts();
    act(() => screen.getByRole('button', { name: 'Succeed' }).click());
    act(() => screen.getByRole('button', { name: 'Fail' }).click());
    expect(vi.getTimerCount()).toBe(2);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('goes away by itself: success after 4 s, failure after 8 s', () => {
    vi.useFakeTimers();
    renderToasts();
    act(() => screen.getByRole('button', { name: 'Succeed' }).click());
    act(() => screen.getByRole('button', { name: 'Fail' }).click());
    act(() => vi.advanceTimersByTime(3999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps at most three on screen, newest last', () => {
    renderToasts();
    for (let i = 0; i < 5; i++) act(() => screen.getByRole('button', { name: 'Succeed' }).click());
    expect(screen.getAllByRole('status')).toHaveLength(3);
  });

  it('needs its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Raiser />)).toThrow('useToast needs a ToastProvider above it');
  });
});

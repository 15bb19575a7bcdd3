import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadError } from './load-error.tsx';

describe('LoadError', () => {
  it('shows the message with a Reload Page button', async () => {
    const onReload = vi.fn();
    render(<LoadError message="Failed to load customers" onReload={onReload} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load customers');
    await userEvent.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });
});

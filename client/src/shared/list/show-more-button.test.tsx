import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ShowMoreButton } from './show-more-button.tsx';

describe('ShowMoreButton', () => {
  it('asks for the page after the last one shown', () => {
    const fetchMore = vi.fn(() => Promise.resolve());
    render(
      <ShowMoreButton
        page={{ pageInfo: { hasNextPage: true, endCursor: 'cursor-20' } }}
        fetchMore={fetchMore}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(fetchMore).toHaveBeenCalledWith({ variables: { after: 'cursor-20' } });
  });

  it('is not drawn before the list loads, nor once there is no next page', () => {
    const fetchMore = vi.fn(() => Promise.resolve());
    const { rerender } = render(<ShowMoreButton page={undefined} fetchMore={fetchMore} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(
      <ShowMoreButton
        page={{ pageInfo: { hasNextPage: false, endCursor: 'cursor-40' } }}
        fetchMore={fetchMore}
      />,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListBody } from './list-body.tsx';

// What the server answered when it failed (not the network: that has words of its own).
const serverFailed = new Error('Internal server error');

describe('ListBody', () => {
  it('shows the rows when the list loaded', () => {
    render(
      <ListBody list={{ loaded: true }} failedToLoad="Failed to load orders">
        <p>ORD-000001</p>
      </ListBody>,
    );
    expect(screen.getByText('ORD-000001')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts the failure, with Reload Page, in place of a list that never loaded', () => {
    render(
      <ListBody list={{ loaded: false, error: serverFailed }} failedToLoad="Failed to load orders">
        <p>ORD-000001</p>
      </ListBody>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load orders');
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
    expect(screen.queryByText('ORD-000001')).not.toBeInTheDocument();
  });

  it('keeps the rows shown under a banner when a later load fails', () => {
    render(
      <ListBody list={{ loaded: true, error: serverFailed }} failedToLoad="Failed to load orders">
        <p>ORD-000001</p>
      </ListBody>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load orders');
    expect(screen.queryByRole('button', { name: 'Reload Page' })).not.toBeInTheDocument();
    expect(screen.getByText('ORD-000001')).toBeInTheDocument();
  });
});

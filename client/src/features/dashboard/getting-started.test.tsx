import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { GettingStartedSteps } from './getting-started.tsx';

const facts = (
  done: Partial<Record<'shopDetailsSaved' | 'hasSupplier' | 'hasItem' | 'hasSale', boolean>>,
) => ({
  __typename: 'GettingStarted' as const,
  shopDetailsSaved: false,
  hasSupplier: false,
  hasItem: false,
  hasSale: false,
  ...done,
});

const show = (done: Parameters<typeof facts>[0]) =>
  render(
    <MemoryRouter>
      <GettingStartedSteps facts={facts(done)} />
    </MemoryRouter>,
  );

describe('the first-run checklist', () => {
  it('lists the four steps of an empty shop, each linking to where it is done', () => {
    show({});
    const list = screen.getByRole('region', { name: 'Get your shop ready' });
    expect(within(list).getByText('0 of 4 done')).toBeInTheDocument();
    const steps = within(list).getAllByRole('listitem');
    expect(
      steps.map((step) => step.querySelector('.getting-started__step-title')?.textContent),
    ).toEqual([
      "To do: Enter your shop's details",
      'To do: Add your first supplier',
      'To do: Add your first item',
      'To do: Make your first sale',
    ]);
    // A new shop's details start empty: the step says what its invoices print meanwhile.
    expect(steps[0]).toHaveTextContent(
      "Until then, invoices print 'Shop details not entered' where your name goes.",
    );
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Open Settings', '/settings'],
      ['Go to Suppliers', '/suppliers'],
      ['Go to Inventory', '/inventory'],
      ['Import a spreadsheet', '/import'],
      ['Go to Orders', '/orders'],
    ]);
  });

  it('ticks what is done and keeps only the links still needed', () => {
    show({ hasSupplier: true, hasItem: true });
    const list = screen.getByRole('region', { name: 'Get your shop ready' });
    expect(within(list).getByText('2 of 4 done')).toBeInTheDocument();
    expect(within(list).getByText('Add your first supplier').closest('li')).toHaveTextContent(
      'Done: Add your first supplier',
    );
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Open Settings', 'Go to Orders']);
  });

  it('is gone once all four are done', () => {
    const { container } = show({
      shopDetailsSaved: true,
      hasSupplier: true,
      hasItem: true,
      hasSale: true,
    });
    expect(container).toBeEmptyDOMElement();
  });
});

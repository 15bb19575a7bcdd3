import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keepNumbersWhole } from './document-number.tsx';

function Text({ text }: { text: string }) {
  return <p>{keepNumbersWhole(text)}</p>;
}

describe('keepNumbersWhole', () => {
  it('puts each document number in an element the stylesheet keeps on one line', () => {
    const { container } = render(<Text text="Invoice INV-000012 (order ORD-000024)" />);
    expect(container).toHaveTextContent('Invoice INV-000012 (order ORD-000024)');
    expect(
      [...container.querySelectorAll('.document-number')].map((span) => span.textContent),
    ).toEqual(['INV-000012', 'ORD-000024']);
  });

  it('leaves text without a document number as it is', () => {
    const { container } = render(<Text text="Price list updated, 2-for-1 on nails" />);
    expect(container.querySelector('p')?.innerHTML).toBe('Price list updated, 2-for-1 on nails');
  });
});

import { describe, expect, it } from 'vitest';
import { kenyanMobile, whatsAppHref } from './whatsapp-link.ts';

describe('the WhatsApp link of a shared document', () => {
  it('writes the customer number in international form, as wa.me wants it', () => {
    expect(kenyanMobile('0712 345 678')).toBe('254712345678');
    expect(kenyanMobile('+254 110-345-678')).toBe('254110345678');
    expect(kenyanMobile('info@duka.co.ke, 0722.000.111')).toBe('254722000111');
    expect(kenyanMobile('info@duka.co.ke')).toBeNull();
  });

  it('carries the text with the link', () => {
    expect(whatsAppHref('0712345678', 'Invoice INV-000001: https://x.co/s/abc')).toBe(
      'https://wa.me/254712345678?text=Invoice%20INV-000001%3A%20https%3A%2F%2Fx.co%2Fs%2Fabc',
    );
    expect(whatsAppHref(null, 'Hi')).toBe('https://wa.me/?text=Hi');
  });
});

import { describe, expect, it } from 'vitest';
import { localPhone, normaliseKenyanPhone } from './phone.ts';

describe('Kenyan phone numbers as M-Pesa knows them', () => {
  it.each([
    ['0712345678', '254712345678'],
    ['0712 345 678', '254712345678'],
    ['0112345678', '254112345678'],
    ['0110 000 111', '254110000111'],
    ['+254712345678', '254712345678'],
    ['+254 712 345 678', '254712345678'],
    ['+254-712-345-678', '254712345678'],
    ['254712345678', '254712345678'],
    ['2541 1234 5678', '254112345678'],
    ['712345678', '254712345678'],
    [' (0712) 345678 ', '254712345678'],
  ])('%s is %s', (written, international) => {
    expect(normaliseKenyanPhone(written)).toBe(international);
  });

  it.each([
    '',
    '0612345678',
    '071234567',
    '07123456789',
    '+255712345678',
    '2540712345678',
    '0712345abc',
    '++254712345678',
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  ])('%j is not a Safaricom number', (written) => {
    expect(normaliseKenyanPhone(written)).toBeNull();
  });

  it('writes one back as people read it', () => {
    expect(localPhone('254712345678')).toBe('0712 345 678');
  });
});

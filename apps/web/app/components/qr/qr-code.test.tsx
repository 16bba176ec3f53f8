import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QrCode, qrPath } from './qr-code.js';

const DEEP_LINK =
  'https://diia.app/request?requestId=0b5d3c1e-7a45-4c1b-9f77-3f1f3c2b8a10&return=https%3A%2F%2Fposylka.test%2Fbuyout%2Fpassport';

describe('QR code (SPEC §2: "a QR code (size 132) is shown from the digital-ID deep link")', () => {
  it('renders an SVG image of 132 × 132 by default', () => {
    render(<QrCode value={DEEP_LINK} label="QR" />);
    const svg = screen.getByRole('img', { name: 'QR' });
    expect(svg.getAttribute('width')).toBe('132');
    expect(svg.getAttribute('height')).toBe('132');
  });

  it('fits a ~130-character link with error correction M in a low version (module count 4·v + 17)', () => {
    const { count, d } = qrPath(DEEP_LINK);
    expect((count - 17) % 4).toBe(0);
    const version = (count - 17) / 4;
    expect(version).toBeGreaterThanOrEqual(5);
    expect(version).toBeLessThanOrEqual(10);
    expect(d.length).toBeGreaterThan(0);
  });

  it('draws the three finder patterns (top-left module dark, separator light)', () => {
    const { count, d } = qrPath('https://posylka.test');
    expect(d).toContain('M0 0h1v1h-1z');
    expect(d).toContain(`M${count - 1} 0h1v1h-1z`);
    expect(d).toContain(`M0 ${count - 1}h1v1h-1z`);
    expect(d).not.toContain('M7 0h1v1h-1z');
  });

  it('is deterministic: the same text gives the same picture', () => {
    expect(qrPath('abc').d).toBe(qrPath('abc').d);
    expect(qrPath('abc').d).not.toBe(qrPath('abd').d);
  });
});

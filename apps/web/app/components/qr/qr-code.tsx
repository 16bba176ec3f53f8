import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** SPEC §2 "Buy-out documents page": the digital-ID deep link as a QR code of size 132. */
export const QR_DEFAULT_SIZE = 132;

/**
 * Dark modules of `text` as an SVG path (one 1×1 square per module, in module units). Error
 * correction M: enough redundancy for a phone camera reading a screen, small enough that a ~100
 * character deep link fits a low version. The library picks the smallest version (type 0).
 */
export function qrPath(text: string): { count: number; d: string } {
  const code = qrcode(0, 'M');
  // Byte mode; deep links are ASCII (percent-encoded), which the default Latin-1 conversion keeps as is.
  code.addData(text, 'Byte');
  code.make();
  const count = code.getModuleCount();
  const parts: string[] = [];
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) if (code.isDark(row, col)) parts.push(`M${col} ${row}h1v1h-1z`);
  }
  return { count, d: parts.join('') };
}

export interface QrCodeProps {
  value: string;
  /** Rendered width and height in CSS pixels. */
  size?: number;
  /** Accessible name of the image. */
  label: string;
}

/** An SVG QR code with the standard 4-module quiet zone, crisp at any size. */
export function QrCode({ value, size = QR_DEFAULT_SIZE, label }: QrCodeProps) {
  const { count, d } = useMemo(() => qrPath(value), [value]);
  const quiet = 4;
  const box = count + quiet * 2;
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`${-quiet} ${-quiet} ${box} ${box}`}
      shapeRendering="crispEdges"
    >
      <rect x={-quiet} y={-quiet} width={box} height={box} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}

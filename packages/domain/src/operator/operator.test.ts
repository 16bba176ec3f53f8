import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../validation/index.js';
import { OPERATOR_PARCEL_EVENTS, isOperatorParcelEvent } from './events.js';
import { parcelMeasurementsSchema } from './measurements.js';
import { sniffParcelPhotoType } from './photos.js';
import { isStaffRole, isUserRole } from './roles.js';

const ascii = (text: string) => Uint8Array.from(text, (ch) => ch.charCodeAt(0));

describe('roles: operators and admins open the console (issue 5)', () => {
  it('knows the three roles and which are staff', () => {
    expect(['customer', 'operator', 'admin'].every(isUserRole)).toBe(true);
    expect(isUserRole('root')).toBe(false);
    expect(isStaffRole('operator')).toBe(true);
    expect(isStaffRole('admin')).toBe(true);
    expect(isStaffRole('customer')).toBe(false);
  });
});

describe('OPERATOR_PARCEL_EVENTS: the moves of the parcel page', () => {
  it('holds every operator move on an existing parcel except receiving', () => {
    expect(OPERATOR_PARCEL_EVENTS).toEqual([
      'declare_manually',
      'release',
      'delay',
      'unblock',
      'restrict',
      'clear_restriction',
      'cancel_consolidation',
      'dispatch',
      'depart',
      'clear_customs_start',
      'arrive',
      'hand_to_np',
      'deliver',
    ]);
    // Receiving has its own form; pause, consolidate and register are the customer's; dispose the timer's.
    for (const event of ['receive', 'receive_unregistered', 'pause', 'consolidate', 'register', 'dispose']) {
      expect(isOperatorParcelEvent(event)).toBe(false);
    }
  });
});

describe('parcelMeasurementsSchema: weight 0.01-300 kg, sides 1-300 cm', () => {
  const ok = { weightKg: '2', lengthCm: '10', widthCm: '10', heightCm: '10' };
  const errors = (input: object) => {
    const result = parcelMeasurementsSchema.safeParse({ ...ok, ...input });
    return result.success ? {} : toFieldErrors(result.error.issues, 'en');
  };

  it('keeps decimal strings at the stored precision, rounding half up (a comma is a decimal point)', () => {
    const input = { weightKg: '1,2345', lengthCm: 30, widthCm: '20.04', heightCm: '10.05' };
    expect(parcelMeasurementsSchema.parse(input)).toEqual({
      weightKg: '1.235',
      lengthCm: '30.0',
      widthCm: '20.0',
      heightCm: '10.1',
    });
  });

  it('accepts the bounds and refuses just outside them', () => {
    expect(errors({ weightKg: '0.01', lengthCm: '1', widthCm: '300', heightCm: 300 })).toEqual({});
    expect(errors({ weightKg: '300' })).toEqual({});
    expect(errors({ weightKg: '0.004' })).toEqual({ weightKg: 'The value must be at least 0.01' });
    expect(errors({ weightKg: '300.0006' })).toEqual({ weightKg: 'The value must be at most 300' });
    expect(errors({ lengthCm: '0.94' })).toEqual({ lengthCm: 'The value must be at least 1' });
    expect(errors({ heightCm: '300.05' })).toEqual({ heightCm: 'The value must be at most 300' });
  });

  it('says "required" for an empty or missing value and "number" for text', () => {
    expect(errors({ weightKg: '' })).toEqual({ weightKg: 'This field is required' });
    expect(errors({ widthCm: undefined })).toEqual({ widthCm: 'This field is required' });
    expect(errors({ lengthCm: '30 cm' })).toEqual({ lengthCm: 'Enter a number' });
    expect(errors({ weightKg: '-1' })).toEqual({ weightKg: 'Enter a number' });
  });
});

describe('sniffParcelPhotoType: jpeg, png or webp by content', () => {
  it('recognises the three image types by their magic bytes', () => {
    expect(sniffParcelPhotoType(new Uint8Array([0xff, 0xd8, 0xff, 0xe1]))).toBe('jpeg');
    expect(sniffParcelPhotoType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      'png',
    );
    expect(sniffParcelPhotoType(ascii('RIFF\x24\x00\x00\x00WEBPVP8 '))).toBe('webp');
  });

  it('refuses other content: a RIFF that is not WebP (a WAV), a GIF, a PDF, truncated headers', () => {
    expect(sniffParcelPhotoType(ascii('RIFF\x24\x00\x00\x00WAVEfmt '))).toBeNull();
    expect(sniffParcelPhotoType(ascii('GIF89a'))).toBeNull();
    expect(sniffParcelPhotoType(ascii('%PDF-1.7'))).toBeNull();
    expect(sniffParcelPhotoType(ascii('RIFF\x24\x00'))).toBeNull();
    expect(sniffParcelPhotoType(new Uint8Array())).toBeNull();
  });
});

// The operator tool prints times in India time, whatever the machine's zone.
import { expect, it } from '@jest/globals';
import { when } from '../src/cli/shared';

it('prints a stored UTC time as the India date and time, across midnight and the financial year', () => {
  expect(when('2026-03-31T18:40:00.000Z')).toBe('2026-04-01 00:10 IST');
  expect(when('2026-03-31T18:20:00.000Z')).toBe('2026-03-31 23:50 IST');
  expect(when('2026-11-25T06:30:00.000Z')).toBe('2026-11-25 12:00 IST');
});

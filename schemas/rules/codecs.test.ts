import { describe, expect, it } from 'vitest';
import { AuthDetailError } from './apiLinkAuthDetail';
import { codecs } from './codecs';

describe('codecs', () => {
  it('reads disabled_ind 0 (or none) as enabled, and sends the checkbox as true/false', () => {
    const c = codecs.enabledFromDisabledInd;
    expect([0, '0', undefined, null].map(c.toForm)).toEqual([true, true, true, true]);
    expect([1, '1'].map(c.toForm)).toEqual([false, false]);
    expect([true, false, undefined].map(c.toBody)).toEqual([true, false, false]);
  });

  it('reads the authentication details into typed entries and writes them back as the same JSON', () => {
    const c = codecs.authenticationEntries;
    const text = '{"username":{"name":"u","value":"x"},"headers":[{"name":"accessKey","value":"k"}]}';
    const entries = c.toForm(text);
    expect(entries).toEqual([
      { type: 'username', name: 'u', value: 'x' },
      { type: 'headers', name: 'accessKey', value: 'k' },
    ]);
    expect(JSON.parse(c.toBody(entries) as string)).toEqual(JSON.parse(text));
    expect(c.toForm('')).toEqual([]);
    expect(c.toBody([])).toBe('{}');
  });

  it('refuses stored text that is not JSON (the form starts from the empty value and says so)', () => {
    expect(() => codecs.authenticationEntries.toForm('{not json')).toThrow(AuthDetailError);
    expect(codecs.authenticationEntries.empty).toEqual([]);
  });
});

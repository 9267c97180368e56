import { describe, expect, it } from 'vitest';
import { compactJson, readableJson } from './jsonText';

describe('template JSON text', () => {
  it('indents for reading and compacts for storing, keeping the value', () => {
    const stored = '{"page":{"rows":[{"type":"one-column-empty"}]}}';
    const readable = readableJson(stored);
    expect(readable).toContain('\n  "page": {');
    expect(compactJson(readable)).toBe(stored);
  });
  it('leaves text that does not parse exactly as typed', () => {
    expect(readableJson('{"page": ,}')).toBe('{"page": ,}');
    expect(compactJson('{"page": ,}')).toBe('{"page": ,}');
  });
});

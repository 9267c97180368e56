import { describe, expect, it } from 'vitest';
import { apiLinks } from '../../resources/apiLinks';
import { isSecretCell } from './secretCells';

describe('secret cells', () => {
  it("are a row schema's writeOnly properties, for every row or while an if/then holds", () => {
    const always = { properties: { pin: { title: 'PIN', writeOnly: true }, name: { title: 'Name' } } };
    expect(isSecretCell(always, {}, 'pin')).toBe(true);
    expect(isSecretCell(always, {}, 'name')).toBe(false);
    const entries = apiLinks.forms.edit!.tables!.api_link_authentication_detail.item;
    expect(isSecretCell(entries, { type: 'password', name: 'password', value: 'x' }, 'value')).toBe(true);
    expect(isSecretCell(entries, { type: 'password', name: 'password', value: 'x' }, 'name')).toBe(false);
    expect(isSecretCell(entries, { type: 'headers', name: 'accessKey', value: 'AK' }, 'value')).toBe(false);
    expect(isSecretCell(undefined, { type: 'password' }, 'value')).toBe(false);
  });
});

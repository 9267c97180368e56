import { describe, expect, it } from 'vitest';
import { attributesBody, attributeRowsFromAnswer, authRowsFromRecord, fieldsFromRecord, saveBody, snapshot } from './apiLinkForm';

const RECORD = {
  api_link_id: 7,
  name: 'Refills',
  description: '',
  url: 'https://rx.example.org',
  verb: 'GET',
  authentication_method_id: 4,
  authentication_detail: '{"username":{"name":"u","value":"x"},"headers":[{"name":"accessKey","value":"k"}]}',
  disabled_ind: 1,
};

describe('the API link form model', () => {
  it('reads a loaded link; disabled_ind 0 is enabled, a new link starts enabled', () => {
    expect(fieldsFromRecord(RECORD)).toEqual({
      api_link_name: 'Refills',
      api_link_description: '',
      api_link_url: 'https://rx.example.org',
      api_link_verb: 'GET',
      api_link_authentication_method_id: '4',
      api_link_enabled: false,
    });
    expect(fieldsFromRecord({ ...RECORD, disabled_ind: 0 }).api_link_enabled).toBe(true);
    expect(fieldsFromRecord(undefined)).toMatchObject({ api_link_name: '', api_link_enabled: true });
  });
  it('sends the fields, the details as JSON text and, on update, the id', () => {
    const rows = authRowsFromRecord(RECORD);
    const body = saveBody(fieldsFromRecord(RECORD), rows, 7);
    expect(body).toMatchObject({
      api_link_id: 7,
      api_link_name: 'Refills',
      api_link_enabled: false,
      api_link_authentication_method_id: '4',
    });
    expect(JSON.parse(body.api_link_authentication_detail)).toEqual(JSON.parse(RECORD.authentication_detail));
    expect(saveBody(fieldsFromRecord(undefined), [])).not.toHaveProperty('api_link_id');
  });
  it('sends the attributes as a whole array, new rows without an id', () => {
    const rows = attributeRowsFromAnswer([
      { api_link_attribute_id: 3, api_data_type_id: 5, name: 'X-A', description: 'd', default_value: '', test_value: 't' },
    ]);
    rows.push({ key: 99, api_data_type_id: '1', name: 'n', description: '', default_value: '', test_value: '' });
    expect(attributesBody(rows)).toEqual({
      api_link_attributes: [
        { api_link_attribute_id: 3, api_data_type_id: '5', name: 'X-A', description: 'd', default_value: '', test_value: 't' },
        { api_data_type_id: '1', name: 'n', description: '', default_value: '', test_value: '' },
      ],
    });
  });
  it('sees changes, not row keys, as unsaved changes', () => {
    const fields = fieldsFromRecord(RECORD);
    const a = snapshot(fields, authRowsFromRecord(RECORD), []);
    expect(snapshot(fields, authRowsFromRecord(RECORD), [])).toBe(a);
    expect(snapshot({ ...fields, api_link_url: 'https://other.example.org' }, authRowsFromRecord(RECORD), [])).not.toBe(a);
  });
});

// The vocabulary of a form whose fields are the save call's (the API link configuration): its own
// schema, fields read from the record through named codecs, a table sent in the body through its
// codec, the checks' extra sources, ordered second steps.
import { describe, expect, it } from 'vitest';
import { apiLinks } from '../../resources/apiLinks';
import { namesUnder } from './checkSources';
import { formBodyOf } from './formBodyOf';
import { formFields, formStart } from './formFields';
import { formSchemaOf } from './formSchema';
import { stepsOf } from './nextCall';

const edit = apiLinks.forms.edit!;
const create = apiLinks.forms.create!;
const RECORD = {
  id: 7,
  api_link_id: 7,
  name: 'Refills',
  description: '',
  url: 'https://rx.example.org',
  verb: 'GET',
  authentication_method_id: 4,
  authentication_detail: '{"username":{"name":"u","value":"x"},"headers":[{"name":"accessKey","value":"k"}]}',
  disabled_ind: 1,
  in_use: false,
};

describe('a form with a schema of its own', () => {
  it("takes labels and required fields from the form's schema and validator", () => {
    expect(formSchemaOf(apiLinks, edit).title).toBe('API Link Configuration');
    expect(formSchemaOf(apiLinks, {})).toBe(apiLinks.schema);
    expect([...formFields(apiLinks, edit, {}, 'STAFF').required]).toEqual(
      expect.arrayContaining(['api_link_name', 'api_link_url', 'api_link_verb', 'api_link_authentication_method_id']),
    );
  });

  it('starts from the record through fromRecord: renamed fields, codecs, choices as text, keyed table rows', () => {
    const { values, problems } = formStart(apiLinks, edit, RECORD);
    expect(values).toMatchObject({
      api_link_name: 'Refills',
      api_link_url: 'https://rx.example.org',
      api_link_verb: 'GET',
      api_link_authentication_method_id: '4',
      api_link_enabled: false,
    });
    expect(values.api_link_authentication_detail).toEqual([
      { type: 'username', name: 'u', value: 'x', key: expect.any(Number) },
      { type: 'headers', name: 'accessKey', value: 'k', key: expect.any(Number) },
    ]);
    expect(problems).toEqual([]);
    expect(formStart(apiLinks, edit, { ...RECORD, disabled_ind: 0 }).values.api_link_enabled).toBe(true);
  });

  it("starts a stored value it cannot read from the codec's empty value, with the declared prefix", () => {
    const { values, problems } = formStart(apiLinks, edit, { ...RECORD, authentication_detail: 'nope' });
    expect(values.api_link_authentication_detail).toEqual([]);
    expect(problems).toEqual([{ error: expect.any(Error), prefix: 'apilinks.inputs.api_link_authentication_detail.unreadable' }]);
  });

  it('starts a new record from the defaults, enabled', () => {
    expect(formStart(apiLinks, create, undefined).values).toEqual({
      api_link_description: '',
      api_link_enabled: true,
      api_link_authentication_detail: [],
    });
  });

  it('sends the shown fields, the carried id and the body table through its codec; nothing else', () => {
    const { values } = formStart(apiLinks, edit, RECORD);
    const fields = formFields(apiLinks, edit, values, 'STAFF');
    const { body, flat } = formBodyOf({ config: apiLinks, form: edit, values, record: RECORD, isNew: false, fields });
    expect(body).toEqual({
      api_link_id: 7,
      api_link_name: 'Refills',
      api_link_description: '',
      api_link_url: 'https://rx.example.org',
      api_link_verb: 'GET',
      api_link_authentication_method_id: '4',
      api_link_enabled: false,
      api_link_authentication_detail: '{"username":{"name":"u","value":"x"},"headers":[{"name":"accessKey","value":"k"}]}',
    });
    expect(flat).toEqual(body);
  });
});

describe('checks and second steps', () => {
  it('finds the calls and choices a check reads, once each', () => {
    expect(namesUnder('calls', ['calls.dataTypes', 'values.x', 'calls.dataTypes.0'])).toEqual(['dataTypes']);
    expect(namesUnder('choices', ['choices.api_link_authentication_method_id.name'])).toEqual(['api_link_authentication_method_id']);
  });

  it('runs the steps in order', () => {
    const steps = stepsOf(create.next);
    expect(steps.map((s) => s.endpoint)).toEqual(['get', 'saveAttributes']);
    expect(stepsOf(edit.next).map((s) => s.endpoint)).toEqual(['saveAttributes']);
    expect(stepsOf(undefined)).toEqual([]);
  });
});

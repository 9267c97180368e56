import { describe, expect, it } from 'vitest';
import { users } from '../../resources/users';
import { allTexts as en } from '../i18n/en/all';
import { FAILURE_KEYS } from '../../shared/failureKeys';
import { failureMessage } from './failureMessage';

// The real catalogue, so a changed wording fails here.
const translate = (key: string) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], en) as string;
const err = (m: string) => new Error(m);

describe('failure messages (docs/requirements.md, Lists and forms)', () => {
  it('prefix plus the server message', () => {
    expect(failureMessage(translate, err('boom'), 'apis.errors.delete')).toBe('An error occurred deleting the API: boom');
  });
  it("words the console's own failures (the data layer raises their keys)", () => {
    expect(failureMessage(translate, err(FAILURE_KEYS.notFound), 'apis.errors.delete')).toBe(
      'An error occurred deleting the API: The record was not found. It may have been removed.',
    );
    expect(failureMessage(translate, err('errors.somethingElse'), undefined)).toBe('errors.somethingElse');
  });
  it('Conflict on load or update', () => {
    expect(failureMessage(translate, err('Conflict'), 'users.errors.edit', 'update', users)).toBe(
      'Check that a user with that name does not already exist.',
    );
  });
  it("'onflict' on create", () => {
    expect(failureMessage(translate, err('409 conflict'), 'users.errors.create', 'create', users)).toBe(
      'A login with that email may already exist',
    );
  });
  it('duplicate relationship', () => {
    expect(failureMessage(translate, err('Conflict'), 'users.errors.assign', 'relationship', users)).toBe('The entry already exists.');
  });
  it('other create failures keep the prefix', () => {
    expect(failureMessage(translate, err('Bad input'), 'users.errors.create', 'create', users)).toBe(
      'An error occurred when creating the user. Bad input',
    );
  });
  it('api clients have their own wording', () => {
    expect(translate('apiclients.conflicts.update')).toBe('Check that an api client with that name does not already exist.');
  });
});

import { describe, expect, it } from 'vitest';
import { apiLinks } from '../../resources/apiLinks';
import { users } from '../../resources/users';
import { draftOf, dropDraft, keepDraft, readDraft } from './formDrafts';

describe('form drafts', () => {
  it('keeps what was typed but never a password', () => {
    const form = users.forms.edit!;
    expect(draftOf(users, form, { first_name: 'Ada', pwd1: 'S3cret!', pwd2: 'S3cret!', password: 'x' })).toEqual({ first_name: 'Ada' });
  });

  it('blanks the masked cells of a table (password entries)', () => {
    const form = apiLinks.forms.edit!;
    const rows = [
      { key: 1, type: 'password', name: 'password', value: 'hunter2' },
      { key: 2, type: 'headers', name: 'accessKey', value: 'AK' },
    ];
    expect(draftOf(apiLinks, form, { api_link_authentication_detail: rows }).api_link_authentication_detail).toEqual([
      { key: 1, type: 'password', name: 'password', value: '' },
      { key: 2, type: 'headers', name: 'accessKey', value: 'AK' },
    ]);
  });

  it('is kept for its own address until dropped', () => {
    keepDraft('/admin/7/edit', { first_name: 'Ada' });
    expect(readDraft('/admin/8/edit')).toBeNull();
    expect(readDraft('/admin/7/edit')).toEqual({ first_name: 'Ada' });
    dropDraft('/admin/7/edit');
    expect(readDraft('/admin/7/edit')).toBeNull();
  });
});

// The keys a declaration is answered at are the ones the record engine reads: `calls` replaces the
// generic names (a declaration of another collection beside the screen's own answers only those),
// and the account calls come only with `accounts`, at the list key it names.
import { describe, expect, it } from 'vitest';
import { answeredKeys, recordCallKey } from './recordCalls';

describe('answeredKeys', () => {
  it('answers the generic keys of a declaration without `calls`', () => {
    expect(answeredKeys({})).toEqual(['list', 'get', 'create', 'update', 'delete', 'clone']);
  });

  it('answers only the keys `calls` gives, never the generic ones, when it is given', () => {
    const keeping = { calls: { list: 'attributes', delete: 'deleteAttribute' } };
    expect(answeredKeys(keeping)).toEqual(['attributes', 'deleteAttribute']);
    expect(recordCallKey(keeping, 'delete')).toBe('deleteAttribute');
    expect(recordCallKey(keeping, 'get')).toBeUndefined();
  });

  it('adds the account calls for a declaration that keeps accounts, at the list and read keys it names', () => {
    expect(answeredKeys({ calls: {}, accounts: {} })).toEqual(['accounts', 'assignAccount', 'unassignAccount']);
    expect(answeredKeys({ calls: {}, accounts: { list: 'assignedAccounts' } })).toEqual([
      'assignedAccounts',
      'assignAccount',
      'unassignAccount',
    ]);
    expect(answeredKeys({ calls: {}, accounts: { list: false, read: 'readAssignment' } })).toEqual([
      'readAssignment',
      'assignAccount',
      'unassignAccount',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { IMPORT_TYPE_CHOICES, importTypeText, rowsOfType } from './importTypes';

describe('import types', () => {
  it('offers exactly the required values, all first', () => {
    expect(IMPORT_TYPE_CHOICES).toEqual([
      'all',
      'import_recipient',
      'import_group',
      'import_healthlink',
      'import_healthcast_direct',
      'import_comm_link_program',
      'import_campaign',
      'import_website',
      'import_data_donotcall',
      'import_audio_library',
      'import_form_data',
      'import_recipient_sweep',
      'import_conditional_sweep',
    ]);
  });

  it('shows an unknown type through the not-supported text', () => {
    const unsupported = (t: string) => `Not Supported Type: (${t})`;
    expect(importTypeText('import_group', unsupported)).toBe('import_group');
    expect(importTypeText('import_fax', unsupported)).toBe('Not Supported Type: (import_fax)');
    expect(importTypeText('all', unsupported)).toBe('Not Supported Type: (all)');
  });

  it('narrows rows to one type', () => {
    const rows = [{ import_type: 'import_group' }, { import_type: 'import_website' }, { import_type: 'import_group' }];
    expect(rowsOfType(rows, 'all')).toHaveLength(3);
    expect(rowsOfType(rows, 'import_group')).toHaveLength(2);
    expect(rowsOfType(rows, 'import_campaign')).toEqual([]);
  });
});

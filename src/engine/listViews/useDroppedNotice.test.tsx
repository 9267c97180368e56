import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSavedViews } from './savedViews';
import { readSetting, settingKey, takeDropped } from './storedSetting';
import { useDroppedNotice } from './useDroppedNotice';

const notify = vi.fn();
vi.mock('react-admin', () => ({ useNotify: () => notify }));

const Host = () => {
  useDroppedNotice();
  return null;
};
const key = settingKey('views', '1001', 'users');

afterEach(() => {
  localStorage.clear();
  takeDropped();
  notify.mockReset();
});

describe('useDroppedNotice', () => {
  it('tells of a setting dropped before the screen drew', async () => {
    localStorage.setItem(key, '{"not": "views"');
    readSetting('views', key, readSavedViews);
    render(<Host />);
    await waitFor(() => expect(notify).toHaveBeenCalledWith('table.unreadable.views', { type: 'warning' }));
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('tells of a setting dropped later by a part that draws without the screen', async () => {
    render(<Host />);
    localStorage.setItem(key, '{"not": "views"');
    readSetting('views', key, readSavedViews);
    await waitFor(() => expect(notify).toHaveBeenCalledWith('table.unreadable.views', { type: 'warning' }));
    expect(notify).toHaveBeenCalledTimes(1);
  });
});

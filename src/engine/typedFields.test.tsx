// A screen whose fields are said by JSON Schema's own words alone (resources/__fixtures__/
// callBackWindows.ts): a number box sending a number, a checkbox, a multi-select of titled days
// sending their codes, the browser's date and time pickers sending what the schema's formats
// accept, a multi-line box for long text; the list, the view and the forms agree on every value.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Http } from '../data/http';
import { addTexts } from '../i18n/i18nProvider';
import { renderGadgetScreen } from './__fixtures__/renderGadgetScreen';
import { dataCells } from './__fixtures__/tableCells';
import {
  WEEKDAY_EVENINGS,
  callBackWindows,
  callBackWindowTexts,
  validateCallBackWindow,
} from '../../resources/__fixtures__/callBackWindows';

// The screen's validator, compiled from its schema by the build's ajv (it is no schema file's).
vi.mock('../../shared/validation/validate', async (original) => {
  const actual = await original<typeof import('../../shared/validation/validate')>();
  const fixture = await import('../../resources/__fixtures__/callBackWindows');
  return {
    ...actual,
    validate: (name: Parameters<typeof actual.validate>[0], data: unknown) =>
      name === fixture.CALL_BACK_WINDOW ? fixture.validateCallBackWindow(data) : actual.validate(name, data),
  };
});

void addTexts({ callbackwindows: callBackWindowTexts });

const STORED = { window_id: 7, ...WEEKDAY_EVENINGS };
// Stored out of the schema's order, and off.
const OTHER = { ...STORED, window_id: 8, name: 'Weekend mornings', days: ['sun', 'sat'], enabled: false, max_attempts: null };

const platform = () => {
  const sent: Record<string, unknown>[] = [];
  const http: Http = async (method, path, body) => {
    if (method === 'GET') return path.endsWith('/7') ? STORED : path.endsWith('/8') ? OTHER : [STORED, OTHER];
    sent.push(body as Record<string, unknown>);
    return { ...STORED, ...(body as object) };
  };
  return { http, sent };
};

const renderScreen = () => {
  const { http, sent } = platform();
  renderGadgetScreen(callBackWindows, http, {}, callBackWindows.route);
  return sent;
};

const row = (name: string) => screen.getAllByRole('row').find((r) => r.textContent?.includes(name))!;

/** The browser's local "YYYY-MM-DDTHH:MM" of an instant, as the date-time picker shows it. */
const localMinute = (iso: string) => {
  const d = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
};

const openForm = async (button: () => HTMLElement, title: string) => {
  await userEvent.click(button());
  return screen.findByRole('dialog', { name: title });
};

describe('fields said by their schema', () => {
  it('each field gets the input its schema says', async () => {
    renderScreen();
    await screen.findByRole('button', { name: 'Weekday evenings' });
    const form = await openForm(() => screen.getByRole('button', { name: 'Add Call-back Window' }), 'New Call-back Window');
    expect((await within(form).findByLabelText('Name')).tagName).toBe('INPUT');
    expect(within(form).getByLabelText('Notes').tagName).toBe('TEXTAREA');
    const attempts = within(form).getByRole('spinbutton', { name: 'Maximum Attempts' });
    expect([attempts.getAttribute('min'), attempts.getAttribute('max'), attempts.getAttribute('step')]).toEqual(['1', '10', '1']);
    expect(within(form).getByRole('checkbox', { name: 'Enabled' })).not.toBeChecked();
    const times = ['Start Time', 'End Time', 'Start Date', 'Review At'].map((label) =>
      within(form).getByLabelText(label).getAttribute('type'),
    );
    expect(times).toEqual(['time', 'time', 'date', 'datetime-local']);
    await userEvent.click(within(form).getByRole('combobox', { name: /Days/ }));
    const days = await screen.findByRole('listbox');
    expect(
      within(days)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    // Untouched, the form has nothing to lose: Cancel closes it at once, as it does an edit.
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const edit = await openForm(() => within(row('Weekday evenings')).getByRole('button', { name: 'Edit' }), 'Edit Call-back Window');
    await waitFor(() => expect(within(edit).getByRole('spinbutton', { name: 'Maximum Attempts' })).toHaveValue(3));
    await userEvent.click(within(edit).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('Leave this window? You have unsaved changes.')).toBeNull();
  });

  it('the save sends typed values the schema passes: numbers, true or false, codes in the schema order, days and times', async () => {
    const sent = renderScreen();
    await screen.findByRole('button', { name: 'Weekday evenings' });
    const form = await openForm(() => screen.getByRole('button', { name: 'Add Call-back Window' }), 'New Call-back Window');
    await userEvent.type(await within(form).findByLabelText('Name'), 'Lunch');
    await userEvent.type(within(form).getByLabelText('Notes'), 'Once{Enter}then wait');
    await userEvent.type(within(form).getByRole('spinbutton', { name: 'Maximum Attempts' }), '4');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Enabled' }));
    // Picked out of order: the chips and the body follow the schema's.
    await userEvent.click(within(form).getByRole('combobox', { name: /Days/ }));
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Friday' }));
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Monday' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(within(form).getByRole('combobox', { name: /Days/ })).toHaveTextContent('MondayFriday');
    fireEvent.change(within(form).getByLabelText('Start Time'), { target: { value: '12:00' } });
    fireEvent.change(within(form).getByLabelText('End Time'), { target: { value: '13:30' } });
    fireEvent.change(within(form).getByLabelText('Start Date'), { target: { value: '2026-04-01' } });
    fireEvent.change(within(form).getByLabelText('Review At'), { target: { value: '2026-05-01T09:15' } });

    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      name: 'Lunch',
      notes: 'Once\nthen wait',
      days: ['mon', 'fri'],
      start_time: '12:00:00Z',
      end_time: '13:30:00',
      max_attempts: 4,
      enabled: true,
      starts_on: '2026-04-01',
      review_at: new Date('2026-05-01T09:15').toISOString(),
    });
    expect(validateCallBackWindow(sent[0])).toEqual({ valid: true, fieldErrors: {} });
  });

  it("a number outside the schema's bounds is refused in the schema's words, and nothing is sent", async () => {
    const sent = renderScreen();
    await screen.findByRole('button', { name: 'Weekday evenings' });
    const form = await openForm(() => screen.getByRole('button', { name: 'Add Call-back Window' }), 'New Call-back Window');
    await userEvent.type(await within(form).findByLabelText('Name'), 'Too keen');
    await userEvent.type(within(form).getByRole('spinbutton', { name: 'Maximum Attempts' }), '11');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await within(form).findAllByText('Maximum Attempts must be a whole number from 1 to 10')).length).toBeGreaterThan(0);
    expect(sent).toEqual([]);
  });

  it("an edit shows the platform's values in their inputs and saves them back unchanged; a cleared number goes as null", async () => {
    const sent = renderScreen();
    await screen.findByRole('button', { name: 'Weekday evenings' });
    const form = await openForm(() => within(row('Weekday evenings')).getByRole('button', { name: 'Edit' }), 'Edit Call-back Window');
    const attempts = await within(form).findByRole('spinbutton', { name: 'Maximum Attempts' });
    await waitFor(() => expect(attempts).toHaveValue(3));
    expect(within(form).getByRole('checkbox', { name: 'Enabled' })).toBeChecked();
    expect(within(form).getByRole('combobox', { name: /Days/ })).toHaveTextContent('TuesdayThursday');
    expect(within(form).getByLabelText('Start Time')).toHaveValue('17:00');
    expect(within(form).getByLabelText('End Time')).toHaveValue('20:30');
    expect(within(form).getByLabelText('Start Date')).toHaveValue('2026-03-02');
    expect(within(form).getByLabelText('Review At')).toHaveValue(localMinute(STORED.review_at));

    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const { window_id: _id, ...fields } = STORED;
    expect(sent[0]).toMatchObject(fields);
    expect(validateCallBackWindow(sent[0]).valid).toBe(true);

    const again = await openForm(() => within(row('Weekday evenings')).getByRole('button', { name: 'Edit' }), 'Edit Call-back Window');
    const cleared = await within(again).findByRole('spinbutton', { name: 'Maximum Attempts' });
    await waitFor(() => expect(cleared).toHaveValue(3));
    await userEvent.clear(cleared);
    // A time moved keeps the zone it was stored with.
    fireEvent.change(within(again).getByLabelText('Start Time'), { target: { value: '18:15' } });
    await userEvent.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ max_attempts: null, start_time: '18:15:00Z', days: ['tue', 'thu'], enabled: true });
    expect(validateCallBackWindow(sent[1]).valid).toBe(true);
  });

  it('the list, its filter box and the view read titles in the schema order, Yes or No', async () => {
    renderScreen();
    await screen.findByRole('button', { name: 'Weekday evenings' });
    const cells = (name: string) =>
      dataCells(row(name))
        .slice(0, 8)
        .map((c) => c.textContent);
    // Days and times read as stored.
    const reviewed = STORED.review_at;
    expect(cells('Weekday evenings')).toEqual([
      'Weekday evenings',
      'Central',
      'Tuesday, Thursday',
      '17:00:00Z',
      '3',
      'Yes',
      '2026-03-02',
      reviewed,
    ]);
    expect(cells('Weekend mornings')).toEqual([
      'Weekend mornings',
      'Central',
      'Saturday, Sunday',
      '17:00:00Z',
      '',
      'No',
      '2026-03-02',
      reviewed,
    ]);

    // The filter box finds a row by the titles its cell shows.
    await userEvent.type(screen.getByRole('textbox', { name: 'Filter' }), 'thursday');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Weekend mornings' })).toBeNull());
    await userEvent.clear(screen.getByRole('textbox', { name: 'Filter' }));
    await screen.findByRole('button', { name: 'Weekend mornings' });

    await userEvent.click(screen.getByRole('button', { name: 'Weekday evenings' }));
    const view = await screen.findByRole('dialog', { name: 'Call-back Window Details' });
    const shown = async (label: string) =>
      within((await within(view).findByRole('rowheader', { name: label })).closest('tr')!).getByRole('cell').textContent;
    expect(await shown('Days')).toBe('Tuesday, Thursday');
    expect(await shown('Enabled')).toBe('Yes');
    expect(await shown('Time Zone')).toBe('Central');
    expect(await shown('Maximum Attempts')).toBe('3');
  });
});

// A search typed into a list's box is one Back step, not one per letter: Back after typing returns
// to the list as it was before the search. A pause, or any other change of the list in between,
// ends a typing; the next keystroke then makes a step of its own.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { gadgetFixture, gadgets } from './__fixtures__/gadgets';
import { renderGadgetList } from './__fixtures__/renderGadgetScreen';
import { dataCells } from './__fixtures__/tableCells';
import { continuesTyping, TYPING_PAUSE_MS } from './typedSearch';

const BackButton = () => {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(-1)}>Back</button>;
};

const renderScreen = () => renderGadgetList({ config: gadgets, rows: gadgetFixture, at: '/admin/gadgets', children: <BackButton /> });

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => dataCells(row)[0]?.textContent);
const box = () => screen.getByRole('textbox', { name: 'Filter' });
const back = () => userEvent.click(screen.getByRole('button', { name: 'Back' }));
/** Types into the box and waits until the list shows `rows` for it. */
const type = async (text: string, rows: string[]) => {
  await userEvent.type(box(), text);
  await waitFor(() => expect(names()).toEqual(rows));
};
/** Waits until the box and the rows show the list as the address names it. */
const showing = async (text: string, rows: string[]) => {
  await waitFor(() => expect(box()).toHaveValue(text));
  await waitFor(() => expect(names()).toEqual(rows));
};

describe('a typed search in the history', () => {
  // The clock stands still but where a test moves it: a slow machine cannot make a pause.
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('is one Back step: Back after typing shows the list before the search', async () => {
    renderScreen();
    await showing('', ['Flange', 'Sprocket']);
    await type('wid', ['Widget']);
    await back();
    await showing('', ['Flange', 'Sprocket']);
  });

  it('ends at a pause: the letters typed after it are a step of their own', async () => {
    renderScreen();
    await showing('', ['Flange', 'Sprocket']);
    await type('wi', ['Widget']);
    vi.setSystemTime(Date.now() + TYPING_PAUSE_MS);
    await type('d', ['Widget']);
    await userEvent.clear(box());
    await showing('', ['Flange', 'Sprocket']);
    // Clearing the box came at once after "d": one typing with it.
    await back();
    await showing('wi', ['Widget']);
    await back();
    await showing('', ['Flange', 'Sprocket']);
  });

  it('ends when the list changes otherwise (a sort): the search typed after it is its own step', async () => {
    renderScreen();
    await showing('', ['Flange', 'Sprocket']);
    await type('e', ['Flange', 'Sprocket']);
    await userEvent.click(screen.getByRole('button', { name: 'Gadget Name' }));
    await waitFor(() => expect(names()).toEqual(['Widget', 'Sprocket']));
    await type('d', ['Sprocket']);
    await back();
    await showing('e', ['Widget', 'Sprocket']);
    await back();
    await showing('e', ['Flange', 'Sprocket']);
    await back();
    await showing('', ['Flange', 'Sprocket']);
  });
});

describe('continuesTyping', () => {
  const typing = { at: 1000, write: 7, shown: 'k1' };
  it('goes on while its last entry is shown (or not drawn yet) and no pause has passed', () => {
    expect(continuesTyping(typing, 1000 + TYPING_PAUSE_MS - 1, 'k1')).toBe(true);
    expect(continuesTyping({ at: 1000, write: 8 }, 1001, 'k0')).toBe(true);
    expect(continuesTyping(typing, 1000 + TYPING_PAUSE_MS, 'k1')).toBe(false);
    expect(continuesTyping(typing, 1001, 'k2')).toBe(false);
    expect(continuesTyping(undefined, 1001, 'k1')).toBe(false);
  });
});

// Nothing on a list screen moves once drawn: the table and its pagination appear together with
// the first rows (not as an empty table whose pagination then jumps down), and a screen's intro
// is in place before the list title shows (not arriving later above it).
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { ResourceConfig } from '../../language/types';
import type { Http } from '../data/http';
import { intros } from '../pages/intros';
import { renderGadgetScreen } from './__fixtures__/renderGadgetScreen';
import { gadgetFixture, gadgets } from './__fixtures__/gadgets';

const renderScreen = (config: ResourceConfig, http: Http) => renderGadgetScreen(config, http, { intros });

describe('a list screen as it loads', () => {
  it('shows a loading status, then the table and its pagination together with the rows', async () => {
    let answer: (rows: unknown) => void = () => undefined;
    const held = new Promise((resolve) => (answer = resolve));
    renderScreen(gadgets, () => held);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();

    answer(gadgetFixture);
    const table = await screen.findByRole('table');
    // The moment the table shows, its rows and the pagination below are there too.
    expect(table.querySelectorAll('tbody tr').length).toBeGreaterThan(0);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('draws the list title only once the intro above it is in place', async () => {
    sessionStorage.setItem('atk', `x.${btoa(JSON.stringify({ sub: 1, first_name: 'Dana' })).replace(/=+$/, '')}.y`);
    renderScreen({ ...gadgets, intro: 'digichannelWelcome' }, async () => gadgetFixture);
    await screen.findByRole('heading', { level: 2, name: 'Gadgets' }, { timeout: 8000 });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome to Digital Channels, Dana');
    sessionStorage.clear();
  });
});

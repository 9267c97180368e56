// A resource config's `intro` puts a text above the list (Required: /digichannel is the landing
// text and the Short Codes list); the page's h1 is then the intro's, the list title an h2.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { gadgetFixture, gadgets } from './__fixtures__/gadgets';
import { intros } from '../pages/intros';
import { renderGadgetScreen } from './__fixtures__/renderGadgetScreen';
import type { ResourceConfig } from '../../language/types';

/** A signed token whose payload names the user (the welcome text reads session data). */
const token = (claims: Record<string, unknown>) => `x.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.y`;

const renderScreen = (config: ResourceConfig) => renderGadgetScreen(config, async () => gadgetFixture, { intros });

describe('ResourceConfig.intro', () => {
  it('shows the named intro above the list, the list title as a section heading', async () => {
    sessionStorage.setItem('atk', token({ sub: 1, first_name: 'Dana', email: 'dana@example.com' }));
    renderScreen({ ...gadgets, intro: 'digichannelWelcome' });
    // The intro loads lazily, as pages do: the first render may take a moment.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Digital Channels, Dana' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Gadgets' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1));
    sessionStorage.clear();
  });

  it("says 'Loading...' while the first name is not known", async () => {
    sessionStorage.clear();
    renderScreen({ ...gadgets, intro: 'digichannelWelcome' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Loading...' }, { timeout: 8000 })).toBeInTheDocument();
  });

  it('keeps the list title as the h1 without an intro', async () => {
    renderScreen(gadgets);
    expect(await screen.findByRole('heading', { level: 1, name: 'Gadgets' })).toBeInTheDocument();
  });
});

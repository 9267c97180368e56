import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { I18nContextProvider } from 'react-admin';
import { loadTextPack } from '../../i18n/textPacks';
import { i18nProvider } from '../../i18n/i18nProvider';
import { lightColour, StatusLight } from './StatusLight';

// The console's own translator, with the dashboards' texts loaded as their screen would.
beforeAll(() => loadTextPack('dashboards'));

describe('call-program traffic light', () => {
  it('is green for In-Progress, yellow for Paused, grey otherwise (any case)', () => {
    expect(lightColour('In-Progress')).toBe('#2e7d32');
    expect(lightColour('in-progress ')).toBe('#2e7d32');
    expect(lightColour('Paused')).toBe('#f9a825');
    expect(lightColour('Completed')).toBe('#9e9e9e');
    expect(lightColour('')).toBe('#9e9e9e');
  });

  it('names the light for screen readers and shows the status text', () => {
    render(
      <I18nContextProvider value={i18nProvider}>
        <StatusLight status="Paused" />
      </I18nContextProvider>,
    );
    expect(screen.getByRole('img', { name: 'Status Paused' }).getAttribute('data-colour')).toBe('#f9a825');
    expect(screen.getByText('Paused')).toBeTruthy();
  });
});

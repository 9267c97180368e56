import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { SIGN_IN_STATE_KEY, UNREQUESTED_SIGN_IN } from '../auth/signInState';
import { SharedLogin } from './SharedLogin';
import { publicTextsReady } from './translate';

const field = (container: HTMLElement, name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!.value;

describe('the sign-in page /sharedlogin', () => {
  beforeAll(() => publicTextsReady());
  afterEach(() => {
    delete window.SLINK_CONFIG;
  });

  it('sends a state bound to this tab, carrying the page to return to', () => {
    window.history.replaceState(null, '', '/sharedlogin?client_id=slink-console&redirect_uri=%2Flogin&state=%2Fadmin%3Fx%3D1');
    const { container } = render(<SharedLogin />);
    const key = sessionStorage.getItem(SIGN_IN_STATE_KEY);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(field(container, 'state')).toBe(`${key}./admin?x=1`);
    expect(field(container, 'redirect_uri')).toBe('/login');
  });

  it('keeps its key through a failed attempt (the provider echoes the state it was sent)', () => {
    window.history.replaceState(null, '', '/sharedlogin');
    const first = render(<SharedLogin />);
    const sent = field(first.container, 'state');
    first.unmount();
    window.history.replaceState(null, '', `/sharedlogin?error=invalid_credentials&state=${encodeURIComponent(sent)}`);
    expect(field(render(<SharedLogin />).container, 'state')).toBe(sent);
  });

  it('says when a sign-in it did not start was ignored', () => {
    window.history.replaceState(null, '', `/sharedlogin?error=${UNREQUESTED_SIGN_IN}`);
    render(<SharedLogin />);
    expect(screen.getByRole('alert').textContent).toBe(
      'A sign-in that was not started from this browser tab was ignored. To sign in, use the form below.',
    );
  });

  it('asks for the token back on its own origin when platform calls go to another', () => {
    window.SLINK_CONFIG = { apiHost: 'https://api.example.com' };
    window.history.replaceState(null, '', '/sharedlogin');
    const { container } = render(<SharedLogin />);
    expect(container.querySelector('form')!.getAttribute('action')).toBe('https://api.example.com/oauth2/login');
    expect(field(container, 'redirect_uri')).toBe(`${window.location.origin}/login`);
  });
});

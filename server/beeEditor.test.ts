// The email editor's origins in /config.js and the CSP: exactly the configured ones, and none
// for the demo's same-origin stand-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENDOR_BEE_PLUGIN_URL } from '../shared/config/runtimeConfig';
import { beeEditorSettings, DEMO_BEE_PLUGIN_URL, originOf, VENDOR_BEE_FRAME_ORIGIN } from './beeEditor';
import { CSP } from './csp';
import { startPlatform, type TestPlatform } from './test/harness';

const directive = (csp: string | null, name: string) => (csp ?? '').split('; ').find((d) => d.startsWith(`${name} `));

describe('beeEditorSettings', () => {
  it('defaults to the stand-in in demo mode and to the vendor otherwise', () => {
    expect(beeEditorSettings({ demoMode: true })).toEqual({ pluginUrl: DEMO_BEE_PLUGIN_URL, frameOrigin: null });
    expect(beeEditorSettings({ demoMode: false })).toEqual({ pluginUrl: VENDOR_BEE_PLUGIN_URL, frameOrigin: VENDOR_BEE_FRAME_ORIGIN });
  });
  it('takes a configured script, framed from its own origin unless told otherwise', () => {
    expect(beeEditorSettings({ demoMode: true, pluginUrl: 'https://bee.example.com/p/BeePlugin.js' })).toEqual({
      pluginUrl: 'https://bee.example.com/p/BeePlugin.js',
      frameOrigin: 'https://bee.example.com',
    });
    expect(beeEditorSettings({ demoMode: false, frameOrigin: 'https://frames.example.com/x' }).frameOrigin).toBe(
      'https://frames.example.com',
    );
  });
  it('never lets a malformed value into a header', () => {
    expect(originOf('https://a.example.com;script-src *')).toBeNull();
    expect(originOf('/demo/bee/BeePlugin.js')).toBeNull();
    expect(originOf('javascript:alert(1)')).toBeNull();
  });
});

describe('the platform with an editor host', () => {
  let demo: TestPlatform;
  let real: TestPlatform;
  beforeAll(async () => {
    [demo, real] = await Promise.all([
      startPlatform(),
      startPlatform({ demoMode: false, beePluginUrl: 'https://bee.example.com/plugin/BeePlugin.js' }),
    ]);
  });
  afterAll(() => Promise.all([demo.stop(), real.stop()]));

  it('demo mode: the stand-in script is served and the policy stays self-only', async () => {
    const res = await fetch(`${demo.url}/config.js`);
    expect(await res.text()).toContain('"beePluginUrl":"/demo/bee/BeePlugin.js"');
    expect(res.headers.get('content-security-policy')).toBe(CSP);
    const script = await fetch(`${demo.url}${DEMO_BEE_PLUGIN_URL}`);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(await script.text()).toContain('window.BeePlugin');
  });

  it('a configured host: /config.js names it and the CSP allows exactly its origin for scripts and frames', async () => {
    const res = await fetch(`${real.url}/config.js`);
    expect(await res.text()).toContain('"beePluginUrl":"https://bee.example.com/plugin/BeePlugin.js"');
    const csp = res.headers.get('content-security-policy');
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://bee.example.com");
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https://bee.example.com blob:");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    // outside demo mode there is no stand-in
    expect((await fetch(`${real.url}${DEMO_BEE_PLUGIN_URL}`)).status).toBe(404);
  });
});

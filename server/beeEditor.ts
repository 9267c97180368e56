// Where the email template editor comes from. @beefree.io/sdk loads its
// editor script at run time from `beePluginUrl` (the console reads it from /config.js), and the
// real script opens the editor in a frame of the vendor's app host. The CSP must name exactly
// those origins, no more. In demo mode (no internet) the default is the stand-in editor the
// demo platform serves itself (server/demoBee.ts), which needs nothing beyond 'self'.
import { VENDOR_BEE_PLUGIN_URL } from '../shared/config/runtimeConfig';

/** The vendor's editor app, framed by its BeePlugin.js. */
export const VENDOR_BEE_FRAME_ORIGIN = 'https://app.getbee.io';
export const DEMO_BEE_PLUGIN_URL = '/demo/bee/BeePlugin.js';

export interface BeeEditorSettings {
  /** written into /config.js */
  pluginUrl: string;
  /** the origin of the editor's frame; null when it is the page's own */
  frameOrigin: string | null;
}

const ORIGIN = /^https?:\/\/(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** The origin of an absolute http(s) URL safe to put in a header, else null (relative = 'self'). */
export const originOf = (url: string | null | undefined): string | null => {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    const origin = new URL(url).origin;
    return ORIGIN.test(origin) ? origin : null;
  } catch {
    return null;
  }
};

/**
 * The settings from the options or the environment (BEE_PLUGIN_URL, BEE_FRAME_ORIGIN): the
 * vendor's script outside demo mode, the stand-in in demo mode. The frame origin defaults to
 * the vendor's app for the vendor's script, else to the script's own origin (a self-hosted
 * editor serves both).
 */
export const beeEditorSettings = (options: { pluginUrl?: string; frameOrigin?: string; demoMode: boolean }): BeeEditorSettings => {
  const pluginUrl = options.pluginUrl || (options.demoMode ? DEMO_BEE_PLUGIN_URL : VENDOR_BEE_PLUGIN_URL);
  const frameOrigin =
    options.frameOrigin !== undefined && options.frameOrigin !== ''
      ? originOf(options.frameOrigin)
      : pluginUrl === VENDOR_BEE_PLUGIN_URL
        ? VENDOR_BEE_FRAME_ORIGIN
        : originOf(pluginUrl);
  return { pluginUrl, frameOrigin };
};

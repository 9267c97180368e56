// Deploy-time settings, read from /config.js (window.SLINK_CONFIG) so one build serves any
// platform: the API host is derived from the page host unless the deploy names one.
export interface RuntimeConfig {
  /** '' = same origin; a full origin; or a template such as 'https://api.{hostname}' */
  apiHost: string;
  /** demo mode lists the demo accounts on the sign-in page */
  demo: boolean;
  /** OAuth2 client id of the console */
  clientId: string;
  /** the email template editor's script (@beefree.io/sdk loads it at run time) */
  beePluginUrl: string;
}

/** Where @beefree.io/sdk loads the editor from unless a deploy names another host. */
export const VENDOR_BEE_PLUGIN_URL = 'https://app-rsrc.getbee.io/plugin/v2/BeePlugin.js';

declare global {
  interface Window {
    SLINK_CONFIG?: Partial<RuntimeConfig>;
  }
}

export const readRuntimeConfig = (win: Pick<Window, 'SLINK_CONFIG'> = window): RuntimeConfig => ({
  apiHost: win.SLINK_CONFIG?.apiHost ?? '',
  demo: win.SLINK_CONFIG?.demo ?? false,
  clientId: win.SLINK_CONFIG?.clientId ?? 'slink-console',
  beePluginUrl: win.SLINK_CONFIG?.beePluginUrl || VENDOR_BEE_PLUGIN_URL,
});

export const resolveApiHost = (apiHost: string, location: Pick<Location, 'hostname' | 'host' | 'protocol'>): string =>
  apiHost
    .replace('{hostname}', location.hostname)
    .replace('{host}', location.host)
    .replace('{protocol}', location.protocol)
    .replace(/\/+$/, '');

export const apiBase = (): string => resolveApiHost(readRuntimeConfig().apiHost, window.location);

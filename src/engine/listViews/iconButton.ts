/**
 * The look of the menus' icon buttons, on MUI's Button rather than IconButton: importing
 * IconButton in the menus' chunk splits a chunk the first screen shares with the sign-in pages
 * (the bundler groups modules by the chunks that import them), adding about 0.6 KB gzip to the
 * first screen.
 */
export const ICON_BUTTON = { minWidth: 0, px: 0.75 } as const;

/**
 * The media query of a narrow window, phones and tablets held upright: narrower than MUI's `md`
 * breakpoint (900 px), as `theme.breakpoints.down('md')` writes it. There the side menu is a drawer,
 * lists show two-line items and forms fill the screen; from 900 px on the side menu stays beside a
 * table (which scrolls in its own box if it must).
 */
export const NARROW_QUERY = '(max-width:899.95px)';

/** The media query of a phone: narrower than MUI's `sm` breakpoint (600 px), as `theme.breakpoints.down('sm')` writes it. */
export const NARROW_QUERY = '(max-width:599.95px)';

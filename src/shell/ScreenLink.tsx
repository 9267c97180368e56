// Links to a screen (top navigation, side menu, the phone's drawer, Access denied's way back)
// change the address in a transition, as react-router does by default: the last screen stays in
// place until the next one's code and texts are in (its Suspense and ScreenTexts). The console
// draws every other change of address at once (src/admin/AdminApp.tsx): a list's filter, sort
// and page live in its address.
import { forwardRef, startTransition, type MouseEvent } from 'react';
import { Link, NavLink, useLinkClickHandler, type LinkProps, type NavLinkProps } from 'react-router-dom';

/**
 * The link's own click handling (react-router's: a plain left click navigates, a click with a
 * modifier key or a middle click is left to the browser), run in a transition after the caller's
 * onClick. It marks the event handled, so the link does not navigate a second time.
 */
const useTransitionClick = (props: Pick<LinkProps, 'to' | 'replace' | 'state' | 'target' | 'onClick'>) => {
  const navigate = useLinkClickHandler(props.to, { replace: props.replace, state: props.state, target: props.target });
  return (event: MouseEvent<HTMLAnchorElement>) => {
    props.onClick?.(event);
    if (!event.defaultPrevented) startTransition(() => navigate(event));
  };
};

export const ScreenLink = forwardRef<HTMLAnchorElement, LinkProps>(function ScreenLink(props, ref) {
  return <Link ref={ref} {...props} onClick={useTransitionClick(props)} />;
});

export const ScreenNavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function ScreenNavLink(props, ref) {
  return <NavLink ref={ref} {...props} onClick={useTransitionClick(props)} />;
});

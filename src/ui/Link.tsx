import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * An in-app link: a real `<a href>` (open in a new tab, copy, keyboard) whose plain click navigates in the app.
 * react-router's own Link also brings its framework-mode prefetching and route discovery, which this app never uses
 * and which cost the first paint about 2 KB gzip of the router's file (issue 16, decision 159). Every link in the app
 * is to one of its own routes; an external address is a plain `<a>`.
 */
export function Link({ to, replace, target, onClick, ref, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
}

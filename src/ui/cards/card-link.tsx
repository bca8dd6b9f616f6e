/**
 * Navigation from inside src/ui without importing the host app's router (imports run app -> ui -> core): a
 * plain anchor whose same-origin, unmodified clicks are handed to the navigator the host app provides. Without
 * one (a widget), the browser follows the link normally.
 */
import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';

export type Navigator = (href: string) => void;

export const NavigatorContext = createContext<Navigator | null>(null);

export function CardLink({
  href,
  onClick,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const navigateTo = useContext(NavigatorContext);
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!navigateTo || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || rest.target) return;
    const url = new URL(href, location.href);
    if (url.origin !== location.origin) return;
    event.preventDefault();
    navigateTo(`${url.pathname}${url.search}${url.hash}`);
  };
  return <a href={href} onClick={handle} {...rest} />;
}

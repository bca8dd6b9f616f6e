/**
 * An anchor for a path on the main site that lets the page navigate in place. Components in src/ui never import
 * the app's router (imports run app -> ui -> core), so the page hands its `navigate` down as `onNavigate`;
 * without it (for example inside a widget on a partner page) the anchor is an ordinary link.
 */
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';

export type NavigateFn = (path: string) => void;

export interface InternalLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  onNavigate?: NavigateFn;
  ref?: Ref<HTMLAnchorElement>;
}

export function InternalLink({ href, onNavigate, onClick, ...rest }: InternalLinkProps) {
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!onNavigate || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (rest.target && rest.target !== '_self') return;
    event.preventDefault();
    onNavigate(href);
  };
  return <a href={href} onClick={handle} {...rest} />;
}

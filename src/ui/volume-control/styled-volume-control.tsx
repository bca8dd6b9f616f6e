/**
 * The volume control for a component that loads it lazily inside a widget's shadow root (the live player): the
 * element adopted its styles before this code arrived, so the control brings its own sheet and adopts it into
 * the root it renders in (../common/style-sheets.ts). In the host app's document the app's stylesheet already
 * carries these rules and nothing is adopted.
 */
import { useLayoutEffect, useRef } from 'react';
import { adoptStyleSheets, sharedSheet } from '../common/style-sheets';
import { VolumeControl } from './volume-control';
import css from './volume-control.css?inline';

export default function StyledVolumeControl({ className }: { className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode();
    if (root instanceof ShadowRoot) adoptStyleSheets(root, [sharedSheet('volume-control', css)]);
  }, []);
  return <VolumeControl className={className} ref={ref} />;
}

/**
 * Renders whichever wall `$walls` says is open (docs/product.md, "Routes", "Shared state", "registration wall open
 * flag"). The host app mounts it once, beside the routes; widgets use the registration wall on their own.
 * The stylesheets are imported here, not by the components, because the widget build adopts them into its
 * shadow root instead (docs/design.md, "Reliability rules": no styles on partner pages outside our shadow roots).
 */
import { Paywall } from '../paywall/paywall';
import { RegistrationWall } from '../registration-wall/registration-wall';
import '../dialog/dialog.css';
import '../registration-wall/registration-wall.css';
import '../paywall/paywall.css';

export function WallsHost() {
  return (
    <>
      <RegistrationWall />
      <Paywall />
    </>
  );
}

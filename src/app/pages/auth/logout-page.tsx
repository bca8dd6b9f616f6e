// Scaffold: replaced by the real page (see src/app/routes.ts).
import type { PageProps } from '../../routes';

export default function LogoutPage(_props: PageProps) {
  return (
    <main>
      <h1>LogoutPage</h1>
    </main>
  );
}

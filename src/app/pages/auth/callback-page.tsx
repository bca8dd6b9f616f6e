// Scaffold: replaced by the real page (see src/app/routes.ts).
import type { PageProps } from '../../routes';

export default function CallbackPage(_props: PageProps) {
  return (
    <main>
      <h1>CallbackPage</h1>
    </main>
  );
}

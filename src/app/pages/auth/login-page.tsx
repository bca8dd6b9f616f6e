// Scaffold: replaced by the real page (see src/app/routes.ts).
import type { PageProps } from '../../routes';

export default function LoginPage(_props: PageProps) {
  return (
    <main>
      <h1>LoginPage</h1>
    </main>
  );
}

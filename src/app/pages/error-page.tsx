// Scaffold: replaced by the real page (see src/app/routes.ts).
import type { PageProps } from '../routes';

export default function ErrorPage(_props: PageProps) {
  return (
    <main>
      <h1>ErrorPage</h1>
    </main>
  );
}

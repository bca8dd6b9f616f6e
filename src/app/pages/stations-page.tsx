// Scaffold: replaced by the real page (see src/app/routes.ts).
import type { PageProps } from '../routes';

export default function StationsPage(_props: PageProps) {
  return (
    <main>
      <h1>StationsPage</h1>
    </main>
  );
}

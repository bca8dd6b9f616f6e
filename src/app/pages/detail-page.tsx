// Scaffold: replaced by the real page (see src/app/routes.ts).
import type { PageProps } from '../routes';

export default function DetailPage(_props: PageProps) {
  return (
    <main>
      <h1>DetailPage</h1>
    </main>
  );
}

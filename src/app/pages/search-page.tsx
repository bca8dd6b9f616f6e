// Scaffold: replaced by the real page (see src/app/routes.ts).
import type { PageProps } from '../routes';

export default function SearchPage(_props: PageProps) {
  return (
    <main>
      <h1>SearchPage</h1>
    </main>
  );
}

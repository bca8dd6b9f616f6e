// Scaffold: replaced by the real page (see src/app/routes.ts).
import type { PageProps } from '../routes';

export default function ExplorePage(_props: PageProps) {
  return (
    <main>
      <h1>ExplorePage</h1>
    </main>
  );
}

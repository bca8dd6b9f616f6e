// Scaffold: replaced by the real page (see src/app/routes.ts).
import type { PageProps } from '../routes';

export default function StationPage(_props: PageProps) {
  return (
    <main>
      <h1>StationPage</h1>
    </main>
  );
}

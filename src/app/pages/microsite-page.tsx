// Scaffold: replaced by the real page (see src/app/routes.ts).
import type { PageProps } from '../routes';

export default function MicrositePage(_props: PageProps) {
  return (
    <main>
      <h1>MicrositePage</h1>
    </main>
  );
}

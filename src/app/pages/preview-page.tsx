// Scaffold: replaced by the real page (see src/app/routes.ts).
import type { PageProps } from '../routes';

export default function PreviewPage(_props: PageProps) {
  return (
    <main>
      <h1>PreviewPage</h1>
    </main>
  );
}

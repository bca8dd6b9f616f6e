// Scaffold: replaced by the real page (see src/app/routes.ts).
import type { PageProps } from '../routes';

export default function MyContentPage(_props: PageProps) {
  return (
    <main>
      <h1>MyContentPage</h1>
    </main>
  );
}

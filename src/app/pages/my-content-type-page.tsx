// Scaffold: replaced by the real page (see src/app/routes.ts).
import type { PageProps } from '../routes';

export default function MyContentTypePage(_props: PageProps) {
  return (
    <main>
      <h1>MyContentTypePage</h1>
    </main>
  );
}

// Scaffold: replaced by the real page (see src/app/routes.ts).
import type { PageProps } from '../routes';

export default function GuidePage(_props: PageProps) {
  return (
    <main>
      <h1>GuidePage</h1>
    </main>
  );
}

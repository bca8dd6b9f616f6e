// Scaffold: replaced by the real page (see src/app/routes.ts).
import type { PageProps } from '../routes';

export default function UiShowcasePage(_props: PageProps) {
  return (
    <main>
      <h1>UiShowcasePage</h1>
    </main>
  );
}

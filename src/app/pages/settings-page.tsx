// Scaffold: replaced by the real page (see src/app/routes.ts).
import type { PageProps } from '../routes';

export default function SettingsPage(_props: PageProps) {
  return (
    <main>
      <h1>SettingsPage</h1>
    </main>
  );
}

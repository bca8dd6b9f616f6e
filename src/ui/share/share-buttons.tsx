// Scaffold: the host-app work replaces this with share to facebook, twitter, whatsapp and copy link.
export interface ShareButtonsProps {
  /** Absolute or app-relative URL of the content. */
  url: string;
  title: string;
  /** For share_content analytics (spec §3). */
  type?: string;
  station?: string | null;
}

export function ShareButtons(_props: ShareButtonsProps) {
  return null;
}

/** Tags and topics under a content item (docs/product.md, "Content" common fields). */
import { TagList } from '../../../ui/content/content-meta';

export function ContentFooter({ tags, topics }: { tags: readonly string[]; topics: readonly string[] }) {
  if (tags.length === 0 && topics.length === 0) return null;
  return (
    <footer className="content-footer">
      <TagList label="Topics" items={topics} />
      <TagList label="Tags" items={tags} />
    </footer>
  );
}

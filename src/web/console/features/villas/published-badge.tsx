import { badge } from '#web/console/components/classes.ts';

/** Whether guests see the villa, in words (never by colour alone). */
export function PublishedBadge({ published }: { published: boolean }) {
  return published ? (
    <span className={`${badge} bg-teal-800/10`}>Published</span>
  ) : (
    <span className={`${badge} bg-danger/10 text-danger`}>Not published</span>
  );
}

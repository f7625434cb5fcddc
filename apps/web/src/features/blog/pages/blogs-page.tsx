// core-marketplace §2 "Blogs". Placeholder until the issue that builds this screen replaces this file.
import { ComingSoon } from '@/components/ui/coming-soon';

export default function BlogsPage() {
  return (
    <ComingSoon
      screen="Blogs"
      description="Articles from our tutors and team, with a pager, will be listed here."
    />
  );
}

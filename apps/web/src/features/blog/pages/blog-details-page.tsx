// core-marketplace §2 "Blogs". Placeholder until the issue that builds this screen replaces this file.
import { ComingSoon } from '@/components/ui/coming-soon';

export default function BlogDetailsPage() {
  return (
    <ComingSoon
      screen="Blog Details"
      description="The full article you opened from the blog list will be shown here."
    />
  );
}

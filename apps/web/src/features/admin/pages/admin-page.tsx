// not in the spec (admins come from ADMIN_EMAILS). Placeholder until the issue that builds this screen replaces this file.
import { ComingSoon } from '@/components/ui/coming-soon';

export default function AdminPage() {
  return (
    <ComingSoon
      screen="Admin"
      description="Tutor verification and site administration will be available here."
    />
  );
}

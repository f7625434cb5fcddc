import { useSession } from '@/lib/session-store';
import StudentLayout from './student-layout';
import TutorLayout from './tutor-layout';

/** /messages is the student's and the tutor's: each sees it inside their own bars. */
export default function MessagesLayout() {
  const { user } = useSession();
  return user?.role === 'tutor' ? <TutorLayout /> : <StudentLayout />;
}

// core-marketplace §2 "Favourite tutors". Placeholder until the issue that builds this screen replaces this file.
import { ComingSoon } from '@/components/ui/coming-soon';

export default function FavouriteTutorsPage() {
  return (
    <ComingSoon
      screen="Favourite Tutors"
      description="The tutors you mark as favourites will be listed here."
    />
  );
}

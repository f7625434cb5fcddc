// The tutoring modes and city the landing names (core-marketplace §1, §9). Type-only imports of
// the shared constants: the compiler checks each literal against them, while the landing's first
// download does without the marketplace constants chunk (performance budget).
import type {
  HOME_TUTORING_CITY as HomeTutoringCity,
  LANDING_TUTORING_MODES as LandingTutoringModes,
} from '@tm/shared/constants/marketplace';

export const HOME_TUTORING: (typeof LandingTutoringModes)[0] = 'Home Tutoring';
export const ONLINE_TUTORING: (typeof LandingTutoringModes)[1] = 'Online Tutoring';
export const HOME_TUTORING_CITY: typeof HomeTutoringCity = 'Bengaluru';

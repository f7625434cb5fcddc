// Wire shapes (core-marketplace §3) that the API returns. Field names are the spec's, exactly.
import type { Role, VerificationStatus } from '../constants/marketplace';

/** The signed-in user as `/api/me` and sign-in return it. Profile fields follow by role. */
export interface UserDto {
  _id: string;
  role: Role;
  fullName: string;
  email: string;
  emailId: string;
  profilePhoto: string | null;
  /** Tutor: the six-step form was submitted. Student: the profile is complete. */
  isFormSubmitted: boolean;
  createdAt: string;
  /** Tutors only. */
  verificationStatus?: VerificationStatus;
  rejectionReason?: string | null;
  [field: string]: unknown;
}

export interface SignInResponse {
  accessToken: string;
  user: UserDto;
  /** True when this sign-in created the account (issue 13). */
  isNewUser: boolean;
}

/** Dev sign-in screen: demo accounts to continue as. */
export interface DemoAccount {
  email: string;
  fullName: string;
  role: Role;
  note: string;
}

// The user wire shapes (core-marketplace §3) are zod schemas in the response contract
// (contract/users.ts: one schema per role, a union by `role`); their types are read from there.
export type {
  UserDto,
  StudentUser,
  TutorUser,
  AdminUser,
  SignInResponse,
  DemoAccount,
} from '../contract/users';

import type { UserDto } from '@tm/shared/schemas/user';

let counter = 0;

/** A user as /api/me returns it, with overrides (a student by default). */
export function makeUser(overrides: Partial<UserDto> = {}): UserDto {
  counter += 1;
  return {
    _id: `user-${counter}`,
    role: 'student',
    fullName: 'Asha Rao',
    email: `user${counter}@example.com`,
    emailId: `user${counter}@example.com`,
    profilePhoto: null,
    isFormSubmitted: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

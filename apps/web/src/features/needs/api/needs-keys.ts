export const needKeys = {
  all: ['needs'] as const,
  mine: ['needs', 'mine'] as const,
  one: (id: string) => ['needs', 'one', id] as const,
  leads: ['needs', 'leads'] as const,
};

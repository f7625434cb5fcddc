// Tutors as GET /api/get-tutors and GET /api/get-tutor return them, for web tests.
import type {
  GetTutorsResponse,
  TutorCardDto,
  TutorDetailDto,
} from '@tm/shared/schemas/tutor-search';

let counter = 0;

export function makeTutorCard(over: Partial<TutorCardDto> = {}): TutorCardDto {
  counter += 1;
  return {
    _id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    fullName: `Tutor ${counter}`,
    profilePhoto: null,
    tutoring_mode: ['Online Tutoring'],
    category: 'School (CBSE)',
    subcategory: ['Mathematics (Class 9-10)'],
    languages: ['English', 'Hindi'],
    headline: 'Board maths made simple',
    currency: 'INR',
    min_hour_charge: 500,
    max_hour_charge: 1000,
    min_price_inr: 500,
    max_price_inr: 1000,
    class_duration: '60 min',
    teaching_experience: 5,
    teaching_level: 'Grade/Class',
    avl_days: ['Mon'],
    avl_time: ['18-21'],
    city: null,
    state: null,
    country: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    isFavourite: false,
    ratingAverage: null,
    ratingCount: 0,
    ...over,
  };
}

export function makeTutorDetail(over: Partial<TutorDetailDto> = {}): TutorDetailDto {
  return {
    ...makeTutorCard(),
    bio: 'Eight years with CBSE students.',
    achievement: null,
    age_group: [],
    highest_qualification: 'Post Graduate',
    specialization: 'Mathematics',
    students_per_class: 1,
    timezone: 'Asia/Kolkata',
    pincodes: null,
    gender: 'Female',
    ...over,
  };
}

export function tutorsPage(
  tutors: TutorCardDto[],
  over: Partial<GetTutorsResponse['pagination']> = {},
): GetTutorsResponse {
  return {
    tutors,
    pagination: {
      page: 1,
      limit: 12,
      total: tutors.length,
      totalExact: true,
      pages: 1,
      hasMore: false,
      ...over,
    },
  };
}

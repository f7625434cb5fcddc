/**
 * The seeded catalogue of categories and subcategories (editable afterwards in the database).
 * School subjects by board and grade, languages, music, arts, coding and competitive exams.
 */
export const CATALOGUE: Record<string, string[]> = {
  'School (CBSE)': [
    'Mathematics (Class 1-5)', 'Mathematics (Class 6-8)', 'Mathematics (Class 9-10)', 'Mathematics (Class 11-12)',
    'Science (Class 6-8)', 'Science (Class 9-10)', 'Physics (Class 11-12)', 'Chemistry (Class 11-12)', 'Biology (Class 11-12)',
    'English (Class 1-5)', 'English (Class 6-10)', 'English (Class 11-12)', 'Hindi (Class 1-10)', 'Social Science (Class 6-10)',
    'Accountancy (Class 11-12)', 'Economics (Class 11-12)', 'Computer Science (Class 11-12)',
  ],
  'School (ICSE/ISC)': [
    'Mathematics (Class 1-5)', 'Mathematics (Class 6-10)', 'Mathematics (ISC 11-12)', 'Physics (Class 9-10)', 'Physics (ISC 11-12)',
    'Chemistry (Class 9-10)', 'Chemistry (ISC 11-12)', 'Biology (Class 9-10)', 'English Language & Literature', 'History & Civics', 'Geography',
  ],
  'School (State Board - Karnataka)': [
    'Mathematics (Class 1-7)', 'Mathematics (SSLC)', 'Science (SSLC)', 'Kannada (First Language)', 'Kannada (Second Language)',
    'PUC Physics', 'PUC Chemistry', 'PUC Mathematics', 'PUC Biology',
  ],
  Languages: ['English', 'Hindi', 'Kannada', 'Tamil', 'Telugu', 'Malayalam', 'Sanskrit', 'French', 'German', 'Spanish', 'Japanese'],
  Music: ['Carnatic Vocal', 'Hindustani Vocal', 'Keyboard', 'Guitar', 'Violin', 'Veena', 'Tabla', 'Flute'],
  'Arts & Dance': ['Drawing & Sketching', 'Painting', 'Bharatanatyam', 'Kathak', 'Western Dance', 'Craft'],
  'Coding & Computers': ['Scratch for Kids', 'Python', 'Java', 'Web Development', 'Data Structures & Algorithms', 'MS Excel', 'Data Science'],
  'Competitive Exams': ['JEE Main', 'JEE Advanced', 'NEET', 'KCET', 'CUET', 'CAT', 'GATE', 'UPSC Prelims', 'Bank PO', 'IELTS', 'GRE'],
};

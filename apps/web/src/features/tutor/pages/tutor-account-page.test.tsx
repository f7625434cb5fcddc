// core-marketplace §2 Tutor account: sections, locked fields, the shared rules on Save Changes,
// and the resubmit path of a rejected tutor.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { login } from '@/lib/session-store';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { makeUser } from '@/test/users';

const ok = (data: unknown) => jsonResponse(200, { success: true, data, message: '' });
const profile = {
  role: 'tutor' as const,
  isFormSubmitted: true,
  verificationStatus: 'verified' as const,
  gender: 'Female',
  dateOfBirth: '1992-03-14',
  contactNumber: '9876543210',
  country: 'India',
  state: 'Karnataka',
  city: 'Bengaluru',
  timezone: 'Asia/Kolkata',
  tutoring_mode: ['Online Tutoring'],
  category: 'School (CBSE)',
  subcategory: ['Mathematics (Class 9-10)'],
  teaching_level: 'Beginner',
  age_group: [],
  highest_qualification: 'Graduate',
  specialization: 'Maths',
  current_occupation: 'Teacher',
  teaching_experience: 4,
  avl_days: ['Mon'],
  avl_time: ['18-21'],
  class_duration: '60 min',
  students_per_class: 1,
  pincodes: null,
  headline: 'Maths tutor',
  bio: 'I teach maths.',
  achievement: null,
  languages: ['English'],
  currency: 'INR' as const,
  min_hour_charge: 500,
  max_hour_charge: 1000,
  certificates: [
    {
      _id: 'f1',
      name: 'degree.pdf',
      url: '/api/files/f1',
      mimeType: 'application/pdf',
      size: 10,
      createdAt: '2026-01-05T10:00:00.000Z',
    },
  ],
  govt_ids: [],
  resume: null,
  addressProof: null,
};
function serve() {
  mockFetch((call) => {
    if (call.url.startsWith('/api/get-') || call.url.startsWith('/api/categories')) return ok([]);
    throw new Error(`unexpected request ${call.url}`);
  });
}

describe('tutor account', () => {
  it('shows the three sections with gender, birth date, phone and email locked', async () => {
    serve();
    login('tok', makeUser(profile));
    renderApp('/tutor-account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    for (const name of ['Personal Details', 'Teaching Preferences', 'Schedule & Availability'])
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    for (const label of [/^Gender/, /^Date of birth/, /^Contact number/, /^Email/])
      expect(screen.getByLabelText(label)).toBeDisabled();
    expect(screen.getByLabelText(/^Full name/)).toBeEnabled();
    expect(
      screen.getByText('Your documents have been verified and can no longer be replaced.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View degree.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Availability/ })).toHaveTextContent(
      'Mon · 6 PM – 9 PM',
    );
  });

  it('checks the shared rules before saving (Error dialog, nothing sent)', async () => {
    serve();
    login('tok', makeUser(profile));
    const user = userEvent.setup();
    renderApp('/tutor-account');
    const experience = await screen.findByLabelText(/^Teaching experience/);
    await user.clear(experience);
    await user.type(experience, '51');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(
      within(dialog).getByText('Teaching experience cannot exceed 50 years.'),
    ).toBeInTheDocument();
  });

  it('offers a rejected tutor the reason and "Save and resubmit for review"', async () => {
    serve();
    login(
      'tok',
      makeUser({
        ...profile,
        verificationStatus: 'rejected' as const,
        rejectionReason: 'Upload a clear ID.',
      }),
    );
    renderApp('/tutor-account');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your Profile Has Been Rejected.');
    expect(alert).toHaveTextContent('Upload a clear ID.');
    expect(
      screen.getByRole('button', { name: 'Save and resubmit for review' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Certificates/, { selector: 'input[type=file]' })).toBeEnabled(); // documents can be replaced
  });

  it('asks before logging out', async () => {
    serve();
    login('tok', makeUser(profile));
    const user = userEvent.setup();
    renderApp('/tutor-account');
    await screen.findByRole('heading', { level: 1, name: 'Account' });
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Logout' }));
    expect(
      within(await screen.findByRole('dialog', { name: 'Logout' })).getByText(
        'Are you sure you want to logout?',
      ),
    ).toBeInTheDocument();
  });
});

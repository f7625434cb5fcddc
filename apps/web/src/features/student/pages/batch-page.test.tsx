// A batch's page through the real route table: public while open, seats left, the enrol button
// for a student, and the plain notice when this server has no Janus.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BatchDto } from '@tm/shared/schemas/batches';
import { BATCH_MESSAGES } from '@tm/shared/rules/batches';
import { login } from '@/lib/session-store';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { makeUser } from '@/test/users';

const ok = (data: unknown) => jsonResponse(200, { success: true, data, message: '' });

function makeBatch(over: Partial<BatchDto> = {}): BatchDto {
  return {
    _id: '11111111-1111-4111-8111-111111111111',
    tutor: {
      _id: '22222222-2222-4222-8222-222222222222',
      fullName: 'Asha Rao',
      profilePhoto: null,
    },
    title: 'Class 10 Maths board batch',
    description: 'Algebra and geometry.',
    subject: 'Mathematics (Class 9-10)',
    level: 'Grade/Class',
    mode: 'Online Tutoring',
    startDate: '2027-01-04',
    endDate: '2027-01-08',
    days: ['Mon', 'Wed', 'Fri'],
    startTime: '18:00',
    endTime: '19:00',
    timezone: 'Asia/Kolkata',
    sessions: 3,
    seats: 10,
    seatsLeft: 4,
    price: 4000,
    currency: 'INR',
    freeFirstSession: false,
    status: 'open',
    schedule: [
      {
        key: '2027-01-04',
        start: '2027-01-04T12:30:00.000Z',
        end: '2027-01-04T13:30:00.000Z',
        cancelled: false,
      },
      {
        key: '2027-01-06',
        start: '2027-01-06T12:30:00.000Z',
        end: '2027-01-06T13:30:00.000Z',
        cancelled: true,
      },
      {
        key: '2027-01-08',
        start: '2027-01-08T12:30:00.000Z',
        end: '2027-01-08T13:30:00.000Z',
        cancelled: false,
      },
    ],
    viewer: 'none',
    bookingId: null,
    groupClassesEnabled: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...over,
  };
}

function server(batch: BatchDto) {
  return mockFetch((call) => {
    const url = new URL(call.url, 'http://x');
    if (url.pathname === `/api/batches/${batch._id}`) return ok(batch);
    if (url.pathname === '/api/config')
      return ok({ googleClientId: null, devSignIn: true, razorpayKeyId: null });
    if (url.pathname.startsWith('/api/')) return ok([]);
    throw new Error(`unexpected request ${call.method} ${call.url}`);
  });
}

describe('batch page', () => {
  it('shows a student the batch, seats left, cancelled sessions and the enrol button', async () => {
    login('tok', makeUser({ role: 'student' }));
    const batch = makeBatch();
    server(batch);
    renderApp(`/batch/${batch._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: batch.title })).toBeInTheDocument();
    expect(screen.getByText(/4 of 10 seats left/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Enrol and pay ₹4,000/ })).toBeEnabled();
    expect(screen.getByText(/\(cancelled\)/)).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(BATCH_MESSAGES.notEnabled);
  });

  it('offers the class room to an enrolled student only when group classes are enabled', async () => {
    login('tok', makeUser({ role: 'student' }));
    const batch = makeBatch({ viewer: 'enrolled', groupClassesEnabled: true, seatsLeft: 0 });
    server(batch);
    renderApp(`/batch/${batch._id}`);
    expect(await screen.findByRole('link', { name: 'Open the class room' })).toHaveAttribute(
      'href',
      `/group-class/${batch._id}`,
    );
    expect(screen.queryByRole('button', { name: /Enrol/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});

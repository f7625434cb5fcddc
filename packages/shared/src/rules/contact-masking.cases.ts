// The masking cases, read by the shared unit test and by the API test (the receiver's copy of a
// message sent before a paid booking). Each masked case names what the receiver must see.
import type { ContactKind } from './contact-masking';

export interface MaskedCase {
  text: string;
  /** The receiver's copy. */
  seen: string;
  kind: ContactKind;
}

export const MASKED_CASES: readonly MaskedCase[] = [
  // Phone numbers: Indian mobiles and landlines, written the usual ways.
  { text: 'Call me on 9876543210', seen: 'Call me on [hidden]', kind: 'phone' },
  { text: 'My number is +91 98765 43210.', seen: 'My number is [hidden].', kind: 'phone' },
  { text: 'Ph: +91-98765-43210 anytime', seen: 'Ph: [hidden] anytime', kind: 'phone' },
  { text: 'ring 098765 43210 after 6', seen: 'ring [hidden] after 6', kind: 'phone' },
  { text: 'Number 98 76 54 32 10', seen: 'Number [hidden]', kind: 'phone' },
  { text: 'try 9 8 7 6 5 4 3 2 1 0', seen: 'try [hidden]', kind: 'phone' },
  { text: 'text 9.8.7.6.5.4.3.2.1.0 please', seen: 'text [hidden] please', kind: 'phone' },
  { text: 'mob 98765_43210', seen: 'mob [hidden]', kind: 'phone' },
  { text: 'whatsapp 91 9876543210', seen: 'whatsapp [hidden]', kind: 'phone' },
  { text: 'Office (080) 2345 6789', seen: 'Office [hidden]', kind: 'phone' },
  { text: 'landline 080-23456789', seen: 'landline [hidden]', kind: 'phone' },
  {
    text: 'nine eight seven six five four three two one zero',
    seen: '[hidden]',
    kind: 'phone',
  },
  {
    text: 'Call nine 8 seven 6 five 4 three 2 one 0 today',
    seen: 'Call [hidden] today',
    kind: 'phone',
  },
  {
    text: 'its double nine eight seven six five four three two one',
    seen: 'its [hidden]',
    kind: 'phone',
  },
  { text: 'फ़ोन ९८७६५४३२१० पर', seen: 'फ़ोन [hidden] पर', kind: 'phone' },
  { text: 'US cell +1 (415) 555-2671', seen: 'US cell [hidden]', kind: 'phone' },
  { text: 'London +44 20 7946 0958', seen: 'London [hidden]', kind: 'phone' },
  { text: 'Dubai +971 50 123 4567 ok?', seen: 'Dubai [hidden] ok?', kind: 'phone' },
  // Email addresses, plain and spelled out.
  { text: 'Mail riya.sharma@gmail.com', seen: 'Mail [hidden]', kind: 'email' },
  { text: 'riya [at] gmail [dot] com', seen: '[hidden]', kind: 'email' },
  { text: 'write to riya(at)yahoo(dot)co(dot)in', seen: 'write to [hidden]', kind: 'email' },
  { text: 'riya at gmail dot com', seen: '[hidden]', kind: 'email' },
  { text: 'email: riya @ outlook . com', seen: 'email: [hidden]', kind: 'email' },
  { text: 'riya at the rate gmail.com', seen: '[hidden]', kind: 'email' },
  // UPI ids.
  { text: 'Pay to riya@okaxis', seen: 'Pay to [hidden]', kind: 'upi' },
  { text: 'UPI 9876543210@paytm', seen: 'UPI [hidden]', kind: 'upi' },
  { text: 'gpay riya.s@oksbi pls', seen: 'gpay [hidden] pls', kind: 'upi' },
  { text: 'upi id riya at ybl', seen: 'upi id [hidden]', kind: 'upi' },
  {
    text: 'scan upi://pay?pa=riya@okicici&am=500',
    seen: 'scan [hidden]',
    kind: 'upi',
  },
  // Messaging and payment links, and handles named with their app.
  { text: 'chat on wa.me/919876543210', seen: 'chat on [hidden]', kind: 'messaging_link' },
  {
    text: 'join https://chat.whatsapp.com/AbCdEf123',
    seen: 'join [hidden]',
    kind: 'messaging_link',
  },
  { text: 'telegram t.me/riyatutor', seen: 'telegram [hidden]', kind: 'messaging_link' },
  {
    text: 'class on https://zoom.us/j/123456789',
    seen: 'class on [hidden]',
    kind: 'messaging_link',
  },
  { text: 'pay here https://paytm.me/x-AbC12', seen: 'pay here [hidden]', kind: 'payment_link' },
  { text: 'fees at razorpay.me/@riyatutor', seen: 'fees at [hidden]', kind: 'payment_link' },
  { text: 'paypal.me/riyasharma', seen: '[hidden]', kind: 'payment_link' },
  { text: 'DM me on insta @riya_tutor', seen: 'DM me on insta [hidden]', kind: 'handle' },
];

/** Ordinary messages: nothing in them may be hidden. */
export const ORDINARY_MESSAGES: readonly string[] = [
  'Hello! Can you teach Class 10 CBSE Mathematics?',
  'My son scored 92% in the 2024 board exams.',
  'Is 5:30 PM to 6:30 PM on Monday okay for the trial?',
  'Please revise chapter 3.2, exercises 1-15, before the class.',
  'The fee of ₹600 per hour works for us.',
  'Solve x^2 + 5x + 6 = 0 and 3x - 7 = 11.',
  'We are at home after 4 pm, see you at the class.',
  'Marks so far: 78, 85 and 91 out of 100.',
  'The NCERT 2023-24 edition is on https://ncert.nic.in/textbook.php',
  'Can we book 12 sessions from 15/07/2025 to 30/08/2025?',
  'Room 204, Block B, at school I had 35 classmates.',
  'I will email the homework answers after the trial class.',
];

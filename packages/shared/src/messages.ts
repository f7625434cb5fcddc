// The spec's own texts (core-marketplace §5, §8; mentorship-policies-video §5, §8), used verbatim
// by both the screens and the server. Keep them here; do not retype them elsewhere.

export const MSG = {
  // §8 normalisation of failed calls
  serverErrorDefault: 'Request failed with server error',
  noResponse: 'No response received from server',
  requestErrorDefault: 'Axios request error',
  unknownError: 'Unknown error occurred',

  // §8 default messages
  googleSignInFailed: 'Something went wrong while signing with Google.',
  submitTutorFormFailed: 'Something went wrong while submitting tutor form.',
  logoutFailed: 'Something went wrong while logging out.',
  privacyPolicyFailed: 'Something went wrong while getting privacy policy.',
  termsFailed: 'Something went wrong while getting Terms & Conditions.',
  policyContentFailed: 'Something went wrong while getting content.',
  submitBookingFormFailed: 'Something went wrong while submitting booking form.',
  addFavouriteFailed: 'Something went wrong while adding to favorites.',
  removeFavouriteFailed: 'Something went wrong while removing from favorites.',
  createBookingOrderFailed: 'Something went wrong while creating booking order.',
  verifyBookingPaymentFailed: 'Something went wrong while verifying booking payment.',

  // §8 dialogs
  googleLoginFailed: 'Google login failed',
  accountExists: (role: string) => `You already have an account as ${role}.`,
  accountNotFound: 'No account exists with this email. Create one to proceed.',
  tooManyFiles: 'You can only upload up to 5 files.',
  invalidImageType: 'Please select a valid image file (jpg, jpeg, png, gif).',
  imageTooLarge: 'Please select an image smaller than 5MB.',
  acceptBookingFailed: 'Failed to accept booking. Please try again.',
  rejectBookingFailed: 'Failed to reject booking. Please try again.',
  trialNoPayment: 'This is a free trial booking and does not require payment.',
  paymentFailed: 'Payment failed or cancelled. Please try again.',
  paymentSuccessful: 'Your payment was successful and the booking is now active.',
  verificationFailed: 'Payment was made but verification failed. Please contact support.',
  paymentError: 'Unable to start payment. Try again later.',
  bookingSubmitFailed: 'Failed to submit booking. Please try again.',
  tutorNotFound: 'Tutor not found',
  dateInputInvalid: 'Date input not valid.',
} as const;

/** Dialog titles of core-marketplace §8. */
export const DIALOG_TITLES = {
  loginFailed: 'Login Failed',
  accountExists: 'Account Exists',
  accountNotFound: 'Account Not Found',
  accountCreationFailed: 'Account Creation Failed',
  updateError: 'Update Error',
  error: 'Error',
  tooManyFiles: 'Too Many Files',
  invalidFileType: 'Invalid File Type',
  fileTooLarge: 'File Too Large',
  trialBooking: 'Trial Booking',
  paymentFailed: 'Payment Failed',
  paymentSuccessful: 'Payment Successful',
  verificationFailed: 'Verification Failed',
  paymentError: 'Payment Error',
  validationError: 'Validation Error',
} as const;

// core-marketplace §3 "Contact constants" and §2 footer.
export const BRAND_NAME = 'TutorsPlace';
/** The footer styles the brand by splitting after its first 6 characters. */
export const BRAND_SPLIT_AT = 6;
export const FOOTER_TAGLINE = 'Connecting talent with opportunity.';

export const CONTACT = {
  phoneCountryCode: '+91',
  phone: '+91 80 4567 8900',
  whatsapp: '+91 98450 12345',
  /** Digits only, as messaging links want them. */
  whatsappDigits: '919845012345',
  official_email: 'hello@tutorsplace.in',
  address: 'Bangalore, India',
  city: 'Bangalore, India',
  social: {
    facebook: 'https://www.facebook.com/tutorsplace',
    linkedin: 'https://www.linkedin.com/company/tutorsplace',
    instagram: 'https://www.instagram.com/tutorsplace',
  },
} as const;

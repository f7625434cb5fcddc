// core-marketplace §2 footer: quick links, social links, contact list, current year and the
// brand split after its first BRAND_SPLIT_AT characters, with the tagline.
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { BRAND_NAME, CONTACT, FOOTER_TAGLINE } from '@tm/shared/constants/contact';
import { BrandName } from '@/components/ui/brand-logo';
import {
  ChatIcon,
  FacebookIcon,
  InstagramIcon,
  LinkedinIcon,
  MailIcon,
  PhoneIcon,
  PinIcon,
} from '@/components/ui/icons';

const QUICK_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'About Us', to: '/about-us' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms & Conditions', to: '/terms-and-conditions' },
  { label: 'Shipping Policy', to: '/shipping-policy' },
  { label: 'Cancellation & Refund', to: '/cancellation-refund' },
] as const;

const SOCIAL: ReadonlyArray<{
  label: string;
  href: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}> = [
  { label: 'Facebook', href: CONTACT.social.facebook, Icon: FacebookIcon },
  { label: 'LinkedIn', href: CONTACT.social.linkedin, Icon: LinkedinIcon },
  { label: 'Instagram', href: CONTACT.social.instagram, Icon: InstagramIcon },
];

const headingClass = 'text-sm font-semibold text-white';
const linkClass = 'rounded text-sm text-neutral-300 hover:text-white';

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-neutral-900 text-neutral-300">
      <div className="mx-auto grid max-w-page gap-10 px-4 py-12 md:grid-cols-3 md:px-6">
        <div>
          <BrandName inverse className="text-xl" />
          <p className="mt-2 text-sm">{FOOTER_TAGLINE}</p>
          <ul className="mt-5 flex gap-2" aria-label="Social media">
            {SOCIAL.map(({ label, href, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${BRAND_NAME} on ${label} (opens in a new tab)`}
                  className="flex size-10 items-center justify-center rounded-full bg-neutral-800 text-lg text-neutral-200 hover:bg-accent-700 hover:text-white"
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Quick Links">
          <h2 className={headingClass}>Quick Links</h2>
          <ul className="mt-4 grid gap-2">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={headingClass}>Contact</h2>
          <ul className="mt-4 grid gap-3 text-sm">
            <li className="flex items-center gap-2">
              <MailIcon className="shrink-0 text-neutral-400" />
              <a href={`mailto:${CONTACT.official_email}`} className={linkClass}>
                {CONTACT.official_email}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <PhoneIcon className="shrink-0 text-neutral-400" />
              <a href={`tel:${CONTACT.phone.replace(/\s/g, '')}`} className={linkClass}>
                {CONTACT.phone}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <ChatIcon className="shrink-0 text-neutral-400" />
              <a
                href={`https://wa.me/${CONTACT.whatsappDigits}`}
                target="_blank"
                rel="noopener noreferrer"
                className={linkClass}
              >
                WhatsApp {CONTACT.whatsapp}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <PinIcon className="shrink-0 text-neutral-400" />
              <span>{CONTACT.city}</span>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-neutral-800">
        <p className="mx-auto max-w-page px-4 py-5 text-xs text-neutral-400 md:px-6">
          © {year} {BRAND_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

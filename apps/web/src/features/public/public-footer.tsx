import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Logo } from '@/components/logo';

export function PublicFooter() {
  return (
    <footer className="mt-auto bg-primary text-primary-foreground">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div className="space-y-3">
          <Logo tone="inverse" />
          <p className="text-primary-foreground/75 text-sm">
            Redefining serviced apartment living in Egypt.
          </p>
        </div>
        <FooterColumn title="Explore">
          <FooterLink to="/our-story">Our Story</FooterLink>
          <FooterLink to="/locations">Locations</FooterLink>
          <FooterLink to="/suites">Suites</FooterLink>
        </FooterColumn>
        <FooterColumn title="Experience">
          <FooterLink to="/wellness">Wellness</FooterLink>
          <FooterLink to="/experiences">Experiences</FooterLink>
          <FooterLink to="/nearby">Nearby Amenities</FooterLink>
        </FooterColumn>
        <FooterColumn title="Contact">
          <li className="text-primary-foreground/75 text-sm">Zamalek, Cairo, Egypt</li>
          <FooterLink to="/book">Book your stay</FooterLink>
        </FooterColumn>
      </div>
      <p className="border-primary-foreground/15 border-t px-4 py-4 text-center text-primary-foreground/60 text-xs">
        © 2025 Zamalek Suites. All rights reserved.
      </p>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="mb-3 font-medium text-sand text-sm uppercase tracking-widest">{title}</h2>
      <ul className="space-y-2">{children}</ul>
    </div>
  );
}

function FooterLink({
  to,
  children,
}: {
  to: '/our-story' | '/locations' | '/suites' | '/wellness' | '/experiences' | '/nearby' | '/book';
  children: ReactNode;
}) {
  return (
    <li>
      <Link
        to={to}
        className="rounded-sm text-primary-foreground/85 text-sm hover:text-sand focus-visible:outline-2 focus-visible:outline-sand"
      >
        {children}
      </Link>
    </li>
  );
}

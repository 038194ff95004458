import { isExternalLink, storefrontHref } from '../lib/links';
import { ButtonAnchor, ButtonLink, type ButtonStyleProps } from './ui/button';

/** A call-to-action button: storefront paths stay in the router, absolute URLs leave the site. */
export function CtaLink({
  href,
  basePath = '',
  children,
  newTab = false,
  ...style
}: ButtonStyleProps & {
  href: string;
  basePath?: string;
  newTab?: boolean;
  children: string;
}) {
  if (isExternalLink(href)) {
    return (
      <ButtonAnchor href={href} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...style}>
        {children}
      </ButtonAnchor>
    );
  }
  const to = href.startsWith('/') ? storefrontHref(basePath, href) : storefrontHref(basePath, `/${href}`);
  return (
    <ButtonLink to={to} {...style}>
      {children}
    </ButtonLink>
  );
}

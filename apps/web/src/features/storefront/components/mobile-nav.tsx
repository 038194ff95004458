import { useEffect, useId, useRef } from 'react';
import { NavLink } from 'react-router-dom';
import { useT } from '@/i18n/storefront-intl';
import { storefrontHref } from '../lib/links';
import classes from './mobile-nav.module.css';
import { HEADER_LINKS } from './nav-links';
import layout from './template1-layout.module.css';

/**
 * The slide-out menu; its own chunk, fetched the first time the burger is pressed. A native modal
 * <dialog>: focus moves into it and returns to the burger, Escape and the backdrop close it, and the
 * page behind is inert while it is open.
 */
export default function MobileNav({
  opened,
  onClose,
  title,
  basePath,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  basePath: string;
}) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (opened && !element.open) element.showModal();
    else if (!opened && element.open) element.close();
  }, [opened]);

  return (
    <dialog
      ref={dialog}
      className={classes.drawer}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // Only the backdrop reports the dialog itself as the target: the panel fills the dialog.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={classes.panel}>
        <div className={classes.head}>
          <h2 id={titleId} className={classes.title}>
            {title}
          </h2>
          <button type="button" className={classes.close} aria-label={t('header.close')} onClick={onClose}>
            <svg
              width="16"
              height="16"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              aria-hidden="true"
            >
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <nav aria-label={t('nav.mobile')} className={classes.nav}>
          {HEADER_LINKS.map((link) => (
            <NavLink
              key={link.label}
              to={storefrontHref(basePath, link.to)}
              end={link.to === ''}
              className={layout.navLink}
              onClick={onClose}
            >
              {t(link.label)}
            </NavLink>
          ))}
        </nav>
      </div>
    </dialog>
  );
}

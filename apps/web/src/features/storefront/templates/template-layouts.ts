import type { ComponentType } from 'react';
import { Template1Layout } from '../components/template1-layout';
import type { TemplateLayoutProps } from './template-frame';
import { Template2Layout } from './template2-layout';
import { Template3Layout } from './template3-layout';

/**
 * Template id → layout: the one table both a tenant's site (routes/tenant-site.tsx) and the main domain's
 * template previews (preview/template-preview.tsx) render from, so a template looks the same in both.
 */
export const TEMPLATE_LAYOUTS: Readonly<Record<number, ComponentType<TemplateLayoutProps>>> = {
  1: Template1Layout,
  2: Template2Layout,
  3: Template3Layout,
};

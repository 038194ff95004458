import type { ReactNode } from 'react';
import { renderScreen, type RenderScreenOptions } from '@/test/render-screen';

/** An admin screen with a stored admin session (the API client sends its token; the admin guard needs only that). */
export function renderAdminScreen(ui: ReactNode, options: RenderScreenOptions = {}) {
  localStorage.setItem('token', 'admin-token');
  return renderScreen(ui, options);
}

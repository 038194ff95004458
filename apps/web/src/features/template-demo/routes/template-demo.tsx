import { DemoLayout } from '@/features/template-demo/components/demo-layout';

/** /template1 on the main domain: template 1 with demo content. */
export function Template1DemoRoute() {
  return <DemoLayout templateId={1} />;
}

/** /template2 on the main domain: template 2 with demo content. */
export function Template2DemoRoute() {
  return <DemoLayout templateId={2} />;
}

/** /template3 on the main domain: template 3 with demo content. */
export function Template3DemoRoute() {
  return <DemoLayout templateId={3} />;
}

import { Panel as BasePanel, ScreenFrame, type PanelProps, type ScreenFrameProps } from '@/components/ui/screen';

type AdminScreenProps = Omit<ScreenFrameProps, 'maw'> & { maw?: number };

/** Frame of an admin screen: heading, one line on what it does, content. */
export function AdminScreen({ maw = 1100, ...props }: AdminScreenProps) {
  return <ScreenFrame maw={maw} {...props} />;
}

/** A bordered block of an admin screen, a `<section>` labelled by its heading. */
export function Panel(props: Omit<PanelProps, 'landmark'>) {
  return <BasePanel {...props} landmark />;
}

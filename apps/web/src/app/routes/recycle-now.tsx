import { RecycleChooser } from '../../features/recycle/components/recycle-chooser';

/** /recycle-now: choose the kind of device (SPEC.md section 2). */
export function Component() {
  return <RecycleChooser />;
}

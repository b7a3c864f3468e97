import { UnknownConfirm } from '../../../features/unknown-device/components/unknown-confirm';
import { unknownBundleLoader } from '../../../features/unknown-device/model/bundle';

/** The page's words come in their own bundle, loaded before it renders. */
export const loader = unknownBundleLoader;

/** /recycle/unknown-confirm: check the description and pictures, then submit them. */
export function Component() {
  return <UnknownConfirm />;
}

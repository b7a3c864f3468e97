import { UnknownResult } from '../../../features/unknown-device/components/unknown-result';
import { unknownBundleLoader } from '../../../features/unknown-device/model/bundle';

/** The page's words come in their own bundle, loaded before it renders. */
export const loader = unknownBundleLoader;

/** /recycle/unknown-result: the order number and what our staff do next. */
export function Component() {
  return <UnknownResult />;
}

import { UnknownForm } from '../../../features/unknown-device/components/unknown-form';
import { unknownBundleLoader } from '../../../features/unknown-device/model/bundle';

/** The page's words come in their own bundle, loaded before it renders. */
export const loader = unknownBundleLoader;

/** /recycle/unknown: describe a device that is not in the catalogue and add up to 5 pictures. */
export function Component() {
  return <UnknownForm />;
}

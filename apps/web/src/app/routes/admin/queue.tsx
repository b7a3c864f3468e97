import { useParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { OrderQueue } from '../../../features/admin/components/order-queue';
import { PageTitle } from '../../../features/admin/components/page-title';
import { isOrderKind } from '../../../features/admin/model/queue-params';
import { ConsoleHead } from './console-head';
import ConsoleNotFound from './not-found';

/** /admin/orders/{device|unknown|data}: one kind's queue. */
export default function QueueRoute() {
  const { t } = useTranslation();
  const { kind } = useParams();
  if (!isOrderKind(kind)) return <ConsoleNotFound />;
  const title = t(`admin.pages.queue.${kind}`);
  return (
    <>
      <ConsoleHead title={title} />
      <PageTitle>{title}</PageTitle>
      <OrderQueue key={kind} kind={kind} />
    </>
  );
}

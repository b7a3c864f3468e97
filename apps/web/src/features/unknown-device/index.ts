/** What other parts of the app use from the unknown-device feature. */
export { UnknownOrdersList } from './components/unknown-orders-list';

/** What other parts of the app use from the data-service feature. */
export { DataOrdersList } from './components/data-orders-list';

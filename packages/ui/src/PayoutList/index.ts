export { PayoutList, type PayoutListItem, type PayoutListProps } from './PayoutList';

export {
  PayoutStateBadge,
  type PayoutsAccountView,
  type PayoutsAction,
  PayoutsCard,
  type PayoutsCardProps,
} from './PayoutsCard';

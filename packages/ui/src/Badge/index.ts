export { Badge, type BadgeProps, type BadgeTone, statusTone } from './Badge';

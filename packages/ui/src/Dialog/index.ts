export { Dialog, type DialogProps, DialogTrigger, type DialogTriggerProps } from './Dialog';

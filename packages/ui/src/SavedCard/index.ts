export { ConfirmPaymentPanel, type ConfirmPaymentPanelProps } from './ConfirmPaymentPanel';
export {
  EMPTY_TEST_CARD,
  type TestCardEntry,
  TestCardFields,
  type TestCardFieldsProps,
  testCardComplete,
} from './TestCardFields';
export { UpdateCardPanel, type UpdateCardPanelProps } from './UpdateCardPanel';

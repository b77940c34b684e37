// The contrast rule is the domain's, so the server's card image and the screens choose alike.
export {
  contrastRatio,
  MIN_TEXT_CONTRAST,
  parseHexColor,
  readableTextColor,
  relativeLuminance,
} from '@camppass/domain';

export {
  type AppleWalletCredentials,
  developmentWalletCredentials,
  type GoogleWalletCredentials,
  googleServiceAccount,
} from './credentials';
export { WalletPassMaker, type WalletPassMakerOptions } from './wallet-pass-maker';

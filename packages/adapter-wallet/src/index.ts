export {
  type AppleWalletCredentials,
  developmentWalletCredentials,
  type GoogleWalletCredentials,
  googleServiceAccount,
} from './credentials';
export { type WalletCredentials, WalletPassMaker, type WalletPassMakerOptions } from './wallet-pass-maker';

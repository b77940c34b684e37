export { developmentWalletCredentials, googleServiceAccount } from './credentials';
export { type WalletCredentials, WalletPassMaker } from './wallet-pass-maker';

export { SimpleWebauthnVerifier } from './simple-webauthn-verifier';

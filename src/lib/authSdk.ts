// The parts of the Firebase SDK the site uses, in one place. lib/firebase.ts loads this module
// with `import()`, so it becomes lazy chunks; naming each export (instead of handing out the
// whole `firebase/auth` namespace) lets webpack drop the SDK functions we never call —
// popups, phone sign-in, reCAPTCHA, multi-factor... Add an export here before using it.
export {
  applyActionCode,
  browserLocalPersistence,
  checkActionCode,
  confirmPasswordReset,
  connectAuthEmulator,
  EmailAuthProvider,
  initializeAuth,
  reauthenticateWithCredential,
  sendPasswordResetEmail,
  signInAnonymously,
  signInWithEmailAndPassword,
  updatePassword,
  updateProfile,
  verifyPasswordResetCode,
} from 'firebase/auth';

// The public pages' texts: sign-in, forgot and reset password. They load with the public pages
// (src/public/PublicApp.tsx), not with the console, whose first screen never shows them (its
// budget of 200 KB gzip, checked by e2e/firstScreen.test.ts).
export const signInPages = {
  signIn: {
    title: 'Sign in to Slink Console',
    username: 'Email',
    password: 'Password',
    submit: 'Sign In',
    forgot: 'Forgot your password?',
    redirecting: 'Signing you in...',
    demoTitle: 'Demo accounts',
    demoPassword: 'Every demo account uses the password %{password}.',
    // How long a throttled sign-in waits, rounded up to whole minutes past one minute.
    waitSeconds: '%{smart_count} second |||| %{smart_count} seconds',
    waitMinutes: '%{smart_count} minute |||| %{smart_count} minutes',
    errors: {
      invalid_credentials: 'The email or password is incorrect.',
      invalid_client: 'This console is not registered with the sign-in provider.',
      account_disabled: 'This account is disabled. Please see the system administrator.',
      invalid_request: 'The sign-in request was not valid. Please try again.',
      too_many_attempts:
        'Too many failed sign-in attempts for this account from this address. Please wait %{wait} before trying again, or reset your password.',
      // A token came back that no sign-in of this browser tab asked for (a link or another site's
      // page can send one): it was not used.
      unrequested_sign_in: 'A sign-in that was not started from this browser tab was ignored. To sign in, use the form below.',
      unknown: 'Sign-in failed: %{error}',
    },
  },
  forgot: {
    title: 'Forgot password',
    text: 'Enter the email address you sign in with. We will send you a link to choose a new password.',
    email: 'Email',
    submit: 'Send reset link',
    back: 'Back to sign in',
    failed: 'An error occurred requesting the password reset: %{message}',
    // Shown when the provider answers without a text of its own.
    sent: 'If an account exists for that email address, a link to reset the password has been sent to it.',
  },
  reset: {
    title: 'Choose a new password',
    password: 'Password',
    password2: 'Retype Password',
    submit: 'Change Password',
    missingToken: 'This reset link is incomplete. Request a new one from the sign-in page.',
    done: 'Your password has been changed. You can sign in with it now.',
    failed: 'An error occurred updating your password: %{message}',
  },
};

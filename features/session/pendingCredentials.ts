/**
 * The email and password of a login form are personal data: they never enter an action or state. The screen leaves
 * them here before dispatching session/loginRequested and the login saga takes them, once.
 */
export interface Credentials {
  email: string;
  password: string;
}

let pending: Credentials | null = null;

export const pendingCredentials = {
  set(credentials: Credentials): void {
    pending = credentials;
  },
  take(): Credentials | null {
    const taken = pending;
    pending = null;
    return taken;
  },
};

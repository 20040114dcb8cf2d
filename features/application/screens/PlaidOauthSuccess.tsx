import { IncomeLinkReturn } from './IncomeLinkReturn';

/** /plaid-oauth-success: the bank link's return (001 §2), outside /{uuid}. */
export default function PlaidOauthSuccess() {
  return <IncomeLinkReturn type="bank" tokenParam="oauth_state_id" />;
}

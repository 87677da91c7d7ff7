import { AssertedUserId } from './AssertedUserId';

export type SessionUserStrings = {
  /** The hover text of a verified member: how the studio knows. */
  verifiedHint: string;
  asserted: { label: string; hint: string };
};

/**
 * Who a recorded session was, as the studio shows it: the member the site verified for it (a member token at a start,
 * docs/decisions/0100-member-tokens.md) plainly, and a user id only the page's script asserted marked unverified; both
 * when the script claims another name than the verified one. Nothing when the session names nobody.
 */
export function SessionUser({
  verifiedUserId,
  userId,
  strings,
}: {
  verifiedUserId: string | null;
  userId: string | null;
  strings: SessionUserStrings;
}) {
  const asserted = userId && userId !== verifiedUserId ? userId : null;
  return (
    <>
      {verifiedUserId ? (
        <bdi className="verified-user" data-verified-user="" title={strings.verifiedHint}>
          {verifiedUserId}
        </bdi>
      ) : null}
      {verifiedUserId && asserted ? ' ' : null}
      {asserted ? <AssertedUserId userId={asserted} strings={strings.asserted} /> : null}
    </>
  );
}

/**
 * A recorded session's user id as the studio shows it: the visitor's tracker asserted it (`setUserID`, or `userID` at
 * start), nothing verified it, so it is always marked as such; a recording must never pass as a member's own.
 */
export function AssertedUserId({ userId, strings }: { userId: string; strings: { label: string; hint: string } }) {
  return (
    <span className="asserted-user" data-asserted-user="">
      <bdi>{userId}</bdi>{' '}
      <small className="meta" title={strings.hint}>
        ({strings.label})
      </small>
    </span>
  );
}

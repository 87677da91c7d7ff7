/** Labels the navigation bar's component tests render with (the real ones come from messages/). */
export const notificationLabels = {
  button: 'Notifications',
  buttonUnread: 'Notifications ({count} unread)',
  title: 'Notifications',
  close: 'Close notifications',
  empty: 'No notifications yet.',
  answer: '{actor} answered your question “{title}”',
  vote_question: '{actor} upvoted your question “{title}”',
  vote_answer: '{actor} upvoted your answer to “{title}”',
  group_question: '{actor} asked “{title}” in {group}',
};

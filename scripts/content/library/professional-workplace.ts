import type { CategoryLibrary } from './types';

export const professionalWorkplace: CategoryLibrary = {
  category: 'Professional & Workplace',
  en: {
    titles: [
      {
        title: 'How to Give Feedback Your Colleagues Can Actually Use',
        topic: 'the craft of giving feedback colleagues can use',
        angle: 'Most workplace feedback is either too vague to act on or too harsh to hear. Useful feedback is specific, timely and offered as information rather than judgement.',
        copies: 3,
      },
      {
        title: 'Psychological Safety: Why Teams Need to Speak Up',
        topic: 'the idea of psychological safety in teams',
        angle: 'The best teams are not the ones with the fewest mistakes. They are the ones where people feel safe enough to admit mistakes, ask questions and disagree.',
        copies: 3,
      },
      {
        title: 'One-on-Ones That Are Not a Waste of Time',
        topic: 'the one-on-one meeting that is worth having',
        angle: 'Regular one-to-one meetings between managers and team members are often reduced to status updates. With a little thought, they can become the most valuable half hour of the week.',
        copies: 2,
      },
      {
        title: 'How to Disagree With Your Boss',
        topic: 'the delicate task of disagreeing with your boss',
        angle: 'Staying silent feels safer, but organisations suffer when people only say what their managers want to hear. Disagreeing upward is a skill that protects both you and the work.',
        copies: 2,
      },
      {
        title: 'Meetings Where Everyone Gets Heard',
        topic: 'the meeting where everyone gets heard',
        angle: 'In many meetings, a few people do most of the talking while others stay silent, not because they have nothing to say but because the format does not make room for them.',
        copies: 2,
      },
      {
        title: 'Small Talk at Work Is Not Small',
        topic: 'the hidden value of small talk at work',
        angle: 'Chats about weekends and weather can seem like a distraction from real work. They are also how colleagues build the trust that makes real work possible.',
        copies: 2,
      },
      {
        title: 'Remote Teams and the Loss of the Corridor Chat',
        topic: 'the loss of corridor conversations in remote teams',
        angle: 'Remote work removed commutes and interruptions, and with them the casual conversations that used to happen by the coffee machine. Teams are still learning what they lost.',
        copies: 2,
      },
      {
        title: 'How to Say No at Work Without Burning Bridges',
        topic: 'the art of saying no at work',
        angle: 'Saying yes to everything feels cooperative until you are overwhelmed and everything suffers. A clear, respectful no is often the most professional answer.',
        copies: 2,
      },
      {
        title: 'Leading With Questions Instead of Answers',
        topic: 'the practice of leading with questions',
        angle: 'Leaders are expected to have answers. Some of the most effective ones are distinguished instead by the quality of their questions, and by how carefully they listen to the replies.',
        copies: 2,
      },
      {
        title: 'Difficult Conversations With Colleagues',
        topic: 'the difficult conversation with a colleague',
        angle: 'A colleague who misses deadlines, takes credit or speaks sharply in meetings: avoiding the conversation rarely makes the problem go away.',
        copies: 2,
      },
      {
        title: 'Leaving a Job Well',
        topic: 'the art of leaving a job well',
        angle: 'How you leave a job is remembered long after you are gone. A thoughtful departure honours the people you worked with and the person you were there.',
        copies: 1,
      },
    ],
    sections: [
      {
        heading: 'Why Psychological Safety Matters',
        paragraphs: [
          'The organisational researcher Amy Edmondson introduced the idea of team psychological safety: a shared belief that the team is safe for interpersonal risk-taking. In teams with high psychological safety, people admit mistakes, ask for help and raise concerns without fear of humiliation.',
          'When Google studied what made its most effective teams succeed, in an internal project known as Aristotle, psychological safety emerged as one of the most important factors. Who was on the team mattered less than how the team worked together.',
          'Psychological safety is not about being nice or avoiding conflict. Safe teams often disagree more openly. The difference is that disagreement is about ideas, not about people, and no one is punished for speaking up.',
        ],
      },
      {
        heading: 'Feedback That Helps',
        paragraphs: [
          'Useful feedback describes a specific situation, the behaviour you observed and its impact. “In yesterday’s client meeting, when you interrupted the client twice, they seemed to lose interest” is far more useful than “You need to improve your communication.”',
          'Timing matters. Feedback given soon after the event is easier to connect to what happened. Feedback saved up for an annual review often arrives too late to be useful and too heavy to hear.',
          'Good feedback is also a conversation. After sharing your observation, ask how the other person saw it. They may have context you lacked, and the exchange is more likely to lead to change when both people contribute.',
        ],
      },
      {
        heading: 'Disagreeing Upward',
        paragraphs: [
          'Disagreeing with someone who has power over your career feels risky, and sometimes it is. But organisations that only hear agreement make worse decisions. Managers who are never challenged lose touch with reality.',
          'It helps to disagree privately first where possible, to focus on shared goals, and to bring evidence rather than opinions. “I am worried this timeline puts the launch at risk. Here is what I am seeing” is easier to hear than “This will not work.”',
          'Once a decision is made, it is reasonable to commit to it even if you argued against it, while staying open about any new information. Disagreeing well and then committing is a sign of professionalism, not weakness.',
        ],
      },
      {
        heading: 'Meetings Everyone Can Speak In',
        paragraphs: [
          'In many meetings, speaking time is distributed very unevenly. Confident or senior people dominate, while quieter colleagues, newcomers and people working in a second language often hold back good ideas.',
          'Small changes in format can help. Share an agenda in advance so people can prepare. Start with a few minutes of silent writing before discussion. Go around the table so everyone speaks at least once. Ask directly for dissenting views.',
          'Leaders set the tone. When a leader speaks last rather than first, others feel freer to offer their own views. When a leader thanks someone for raising a problem, everyone learns that problems are welcome.',
        ],
      },
      {
        heading: 'The Value of Informal Talk',
        paragraphs: [
          'Casual conversations at work, about weekends, families or the weather, can seem like time wasted. In fact they build the trust and familiarity that make collaboration easier. People are more willing to help, forgive and speak openly with colleagues they know a little.',
          'Remote work has reduced many of these unplanned encounters. Teams that work well remotely often create deliberate spaces for them: a few minutes of personal catch-up at the start of meetings, virtual coffee pairings, or occasional in-person gatherings.',
          'Informal talk should remain optional and genuine. Forced fun tends to backfire. The aim is simply to make room for the human connections that used to happen naturally.',
        ],
      },
      {
        heading: 'Leading Through Questions',
        paragraphs: [
          'The organisational psychologist Edgar Schein described an approach he called humble inquiry: asking questions to which you do not already know the answer, out of genuine curiosity about the other person’s view.',
          'This is harder than it sounds for leaders, who are often expected to have answers. But questions such as “What are you seeing that I might be missing?” or “What would you do if you were in my position?” draw out knowledge that would otherwise stay hidden.',
          'Asking questions also signals respect. It tells team members that their perspective matters, which in turn makes them more likely to share concerns early, before small problems become large ones.',
        ],
      },
      {
        heading: 'Saying No and Setting Boundaries',
        paragraphs: [
          'Saying yes to every request can feel like being a good colleague, but it often leads to overload, missed deadlines and resentment. A thoughtful no protects your ability to do good work on the things you have already committed to.',
          'A useful approach is to say no to the request while saying yes to the person. “I cannot take this on this week without delaying the report. Could it wait until next Tuesday, or is the report less urgent?” This makes trade-offs visible and invites a shared decision.',
          'Boundaries work best when they are clear and consistent. If you do not answer emails after seven in the evening, say so and stick to it. Colleagues adjust more easily to predictable limits than to occasional, unexplained ones.',
        ],
      },
    ],
    lists: [
      {
        heading: 'A Simple Structure for Feedback',
        lead: 'When you need to give feedback, these steps keep it clear, fair and useful:',
        ordered: true,
        items: [
          'Describe the specific situation: when and where.',
          'Describe the behaviour you observed, without interpreting motives.',
          'Explain the impact it had on you, the team or the work.',
          'Ask how the other person saw it.',
          'Agree together on what could be different next time.',
          'Follow up later to acknowledge any change.',
        ],
        after: 'The same structure works for positive feedback, which is just as important and far more often forgotten.',
      },
      {
        heading: 'Habits of Teams Where People Speak Up',
        lead: 'Teams with high psychological safety tend to share a handful of everyday habits:',
        items: [
          'Leaders admit their own mistakes openly.',
          'Questions are welcomed, even basic ones.',
          'People who raise problems are thanked, not blamed.',
          'Meetings include deliberate moments to hear from everyone.',
          'Disagreement is about ideas, never about people.',
          'Failures are reviewed to learn, not to punish.',
          'New members are encouraged to point out what seems strange.',
        ],
      },
    ],
    questions: {
      heading: 'Questions for Better One-on-Ones',
      lead: 'One-to-one meetings are most valuable when they go beyond status updates. Managers and team members can both use these questions:',
      items: [
        'What is taking most of your energy at the moment?',
        'What is one thing I could do to make your work easier?',
        'What are you proud of from the last few weeks?',
        'Is there anything you are worried about that we have not discussed?',
        'What would you like to learn or do more of?',
        'How are you finding the workload right now?',
        'Is there any feedback you have for me?',
        'What should we stop doing as a team?',
      ],
    },
  },
};

import type { CategoryLibrary } from './types';
import { enx, de, es, fa } from './deep-communication.translations';

export const deepCommunication: CategoryLibrary = {
  category: 'Deep Communication',
  en: {
    titles: [
      {
        title: 'How to Ask a Question That Actually Matters',
        topic: 'the craft of asking a question that actually matters',
        angle: 'Most questions we ask are requests for information or ways to fill a silence. A question that matters is different: you ask it because you genuinely want to know the person in front of you.',
        copies: 3,
      },
      {
        title: 'Why Small Talk Feels Empty (and What to Ask Instead)',
        topic: 'the emptiness of small talk and what to ask instead',
        angle: 'Small talk is not the enemy; it is a doorway. The trouble starts when we stand in the doorway all evening and never walk through it.',
        copies: 3,
      },
      {
        title: 'The Art of Listening Without Planning Your Reply',
        topic: 'the art of listening without planning your reply',
        angle: 'Most of us listen with one ear and draft our answer with the other. Real listening begins the moment you let go of the draft.',
        copies: 3,
      },
      {
        title: 'What Silence Says in a Conversation',
        topic: 'the meaning of silence in a conversation',
        angle: 'We rush to fill pauses as if they were mistakes. Often a pause is exactly where the most honest part of a conversation is waiting.',
        copies: 2,
      },
      {
        title: 'How to Go Deeper Without Prying',
        topic: 'the fine line between going deeper and prying',
        angle: 'Wanting to know someone well is not the same as demanding access to them. The difference lies in how you ask, and in how gracefully you accept a closed door.',
        copies: 2,
      },
      {
        title: 'Saying the Hard Thing Kindly',
        topic: 'the skill of saying a hard thing kindly',
        angle: 'Some sentences feel impossible to say: I am hurt, I disagree, this is not working. Left unsaid, they do not disappear; they harden into distance.',
        copies: 2,
      },
      {
        title: 'Follow-Up Questions: The Secret of Good Conversations',
        topic: 'the quiet power of a good follow-up question',
        angle: 'The first question opens a door; the second one shows you actually want to come in. Few habits change the feel of a conversation as quickly.',
        copies: 2,
      },
      {
        title: 'Vulnerability Is Not Oversharing',
        topic: 'the difference between vulnerability and oversharing',
        angle: 'Telling a near stranger your whole life story is not the same as letting someone see you. Vulnerability is less about how much you reveal than about why, and to whom.',
        copies: 2,
      },
      {
        title: 'Why We Talk Past Each Other',
        topic: 'the habit of talking past each other',
        angle: 'Two people can speak for an hour, each convinced they were clear, and leave with completely different memories of the same conversation. Usually neither was lying; they were simply answering different questions.',
        copies: 1,
        original: 'de',
      },
      {
        title: 'The Courage to Say “I Don’t Know”',
        topic: 'the courage to say “I don’t know”',
        angle: 'Admitting that you do not know feels like losing ground. In conversation, it is often the moment the other person finally starts to trust you.',
        copies: 1,
        original: 'es',
      },
      {
        title: 'The Lost Art of Lingering at the Table',
        topic: 'the lost art of lingering at the table after a meal',
        angle: 'In Spanish there is a word for the time spent talking after the plates are cleared: sobremesa. It names something many of us have lost, and it is worth getting back.',
        copies: 1,
        original: 'es',
      },
      {
        title: 'Conversations Over Tea: The Ritual of the Evening Visit',
        topic: 'the old ritual of long evening visits over tea',
        angle: 'In many Iranian homes, an evening visit means tea, fruit, sweets and hours of unhurried talk. That ritual carries a quiet wisdom about how people come to know each other.',
        copies: 1,
        original: 'fa',
      },
    ],
    sections: [
      {
        heading: 'Questions That Open Instead of Close',
        paragraphs: [
          'Some questions close a conversation before it begins. “Did you have a good weekend?” invites a yes and a polite return question. “What was the best part of your weekend?” asks the other person to go back into their memory and choose something. The change is tiny, but it hands them a small invitation to tell a story.',
          'Open questions usually begin with what, how or tell me about. They leave room for the answer to surprise you. Closed questions have their place, especially when you need a fact, but a conversation built only from them feels like filling in a form. Notice how many of your questions can be answered with a single word.',
          'The most opening questions carry a hint of genuine curiosity. People can hear the difference between a question asked to be polite and one asked because you want to know. If you are not actually curious, it is better to ask less and listen more than to perform interest you do not feel.',
        ],
      },
      {
        heading: 'Listening as an Active Skill',
        paragraphs: [
          'We tend to think of listening as the passive half of a conversation, the part where we wait for our turn. In practice it is hard work. It means holding your own reactions lightly, noticing what the other person is not saying, and resisting the urge to steer the conversation back to familiar ground.',
          'One useful habit is to reflect back what you heard before you respond: “So it sounds like the job itself is fine, but you feel invisible there?” This is not parroting. It checks your understanding, shows that you were paying attention, and often helps the other person hear their own thoughts more clearly.',
          'Good listeners are also comfortable not fixing things. When someone shares a problem, advice can feel like a door closing. Before offering solutions, ask: “Do you want ideas, or do you mainly want to talk it through?” Many people will be relieved that you asked.',
        ],
      },
      {
        heading: 'The Power of the Pause',
        paragraphs: [
          'Silence makes most of us nervous. A pause of three or four seconds can feel endless, so we rush in with a joke, a new topic or our own story. Yet people often need that pause to gather a thought that is harder to say than the first one.',
          'Try letting a silence stretch a little longer than feels natural. Keep a relaxed face, stay with the other person, and wait. You will be surprised how often the most important sentence of the conversation arrives after the moment you would normally have filled.',
          'Pauses matter on your side too. You are allowed to say, “Let me think about that for a second.” A considered answer shows respect for the question. Speed is overrated in conversation; presence is not.',
        ],
      },
      {
        heading: 'Going Beneath the Surface',
        paragraphs: [
          'Conversations tend to move in layers. On the surface are facts: what happened, where, when. Beneath that sit opinions, then feelings, then the needs and values that drive them. Most everyday talk stays at the top layer, which is fine for logistics but leaves people feeling unknown.',
          'You can gently invite someone down a layer. After a fact, ask about the feeling: “How was that for you?” After a feeling, ask about what mattered: “What made it hit so hard?” Each step is small, and the other person can always choose to stay where they are.',
          'Going deeper works best when it is mutual. If you only ask and never share, the conversation starts to feel like an interview. Offer something of your own at a similar depth, and you create a space where both of you can be a little more honest.',
        ],
      },
      {
        heading: 'Following the Thread',
        paragraphs: [
          'A study from researchers at Harvard found that people who asked more questions in conversation, especially follow-up questions, were liked more by their partners. The effect was strongest for follow-ups, the questions that build on what the other person just said, because they prove that you were listening.',
          'A follow-up does not need to be clever. “What happened next?”, “How did you decide?” and “What was that like?” are often enough. The point is to stay with the other person’s story a little longer instead of jumping to your own.',
          'If you catch yourself waiting for a gap to tell a similar story, try holding it back for one more exchange. There will be time for your experience later. For now, one more question can turn a passing mention into the real conversation.',
        ],
      },
      {
        heading: 'Saying What You Mean',
        paragraphs: [
          'Depth depends on clarity. When we hint instead of saying things, we force others to guess, and they often guess wrong. “It is fine” that means “I am hurt” is a small lie that makes real conversation impossible.',
          'Speaking from your own experience helps. “I felt left out when the plans changed without me” is easier to hear than “You always ignore me.” The first describes your reality and invites a response; the second is a verdict that invites a defence.',
          'Clarity is not the same as bluntness. You can say exactly what you mean with warmth, and with room for the other person’s view. Try stating the thing plainly, then asking, “Does that make sense from where you are?”',
        ],
      },
      {
        heading: 'Making It Safe to Be Honest',
        paragraphs: [
          'People only open up as far as it feels safe. If the last time they shared something real it was met with a joke, a lecture or gossip, they will stay on the surface with you, and they will be right to.',
          'Safety is built in small moments: how you react to a confession, whether you keep a confidence, whether you can hear disagreement without punishing it. Thank people for telling you difficult things, even when the content is hard to hear.',
          'It also helps to say out loud what you are offering. “You can tell me anything here, and I will not judge it” sounds simple, but hearing it can lower someone’s guard more than you expect. Then the work is to make it true.',
        ],
      },
      {
        heading: 'When Conversations Get Stuck',
        paragraphs: [
          'Every deep conversation hits a snag at some point: a misunderstanding, a sensitive nerve, a moment where both people feel unheard. That is not a sign of failure; it is a sign that you have moved past the easy part.',
          'When you feel stuck, step back from the content and name the process: “I think we are talking past each other. Can I try to repeat what I think you mean?” This small move often breaks a loop that no amount of arguing would.',
          'Sometimes the best thing is to pause and return later. “I want to keep talking about this, but I need a little time to think” is not avoidance if you actually come back. Promising to return, and doing it, builds more trust than pushing through exhausted.',
        ],
      },
    ],
    lists: [
      {
        heading: 'Habits of Deep Listeners',
        lead: 'People who are good at deep conversation tend to share a handful of quiet habits:',
        items: [
          'They put their phone out of sight, not just face down on the table.',
          'They ask at least one follow-up question before sharing their own view.',
          'They let silences breathe instead of rushing to fill them.',
          'They check their understanding before responding to it.',
          'They ask whether the other person wants advice or simply an ear.',
          'They remember details and bring them up again later.',
          'They share something of their own so that the exchange stays mutual.',
        ],
        after: 'None of these require charisma. They are choices anyone can practise, one conversation at a time.',
      },
      {
        heading: 'A Simple Practice for Your Next Conversation',
        lead: 'If you want to try something concrete, walk through these steps the next time you sit down with someone you care about:',
        ordered: true,
        items: [
          'Before you meet, decide to be curious rather than impressive.',
          'Open with a question that asks for a story, not a yes or no.',
          'When they answer, ask one follow-up before you say anything about yourself.',
          'Reflect back the part that seemed to matter most to them.',
          'Share something of your own at a similar depth.',
          'At the end, tell them one thing you appreciated about the conversation.',
        ],
      },
    ],
    questions: {
      heading: 'Questions That Go Beneath the Surface',
      lead: 'Here are some questions that tend to move a conversation from information to connection. Use them gently, and only when you are ready to listen to the answer:',
      items: [
        'What is something you have changed your mind about in the last few years?',
        'What has been quietly taking up your energy lately?',
        'What are you looking forward to that you have not told many people about?',
        'When do you feel most like yourself?',
        'What is a question you wish people asked you more often?',
        'What did you need to hear more of when you were younger?',
        'What is something you are proud of that rarely comes up?',
        'What would you like our conversations to be like?',
      ],
    },
  },
  translations: { enx, de, es, fa },
};

import type { CategoryLibrary } from './types';

export const relationshipsLoveDating: CategoryLibrary = {
  category: 'Relationships, Love & Dating',
  en: {
    titles: [
      {
        title: 'First Date Questions That Are Not Boring',
        topic: 'the search for first-date questions that are not boring',
        angle: 'First dates often sound like job interviews: where did you grow up, what do you do, any siblings? A few better questions can turn them into actual conversations.',
        copies: 3,
      },
      {
        title: 'How to Tell Someone You Like Them',
        topic: 'the nerve it takes to tell someone you like them',
        angle: 'Few sentences carry as much risk in as few words as “I like you.” Yet saying it clearly, and lightly, is usually kinder to both people than months of hints.',
        copies: 2,
      },
      {
        title: 'Dating Apps and the Paradox of Choice',
        topic: 'the paradox of choice on dating apps',
        angle: 'Endless profiles promise that the perfect person is one swipe away. For many people the result is not more love but more fatigue, and a nagging sense that someone better is always waiting.',
        copies: 3,
      },
      {
        title: 'Red Flags, Green Flags and the Space in Between',
        topic: 'the habit of sorting people into red and green flags',
        angle: 'Online dating advice loves lists of warning signs. Some are genuinely useful; others turn ordinary human awkwardness into evidence, and leave no one standing.',
        copies: 2,
      },
      {
        title: 'How to Talk About What You Want Early On',
        topic: 'the question of how early to talk about what you want',
        angle: 'Children, commitment, where to live: bringing them up on a second date feels presumptuous, and waiting a year feels risky. There is a middle way.',
        copies: 2,
      },
      {
        title: 'Getting Over Someone You Never Really Dated',
        topic: 'the odd grief of a relationship that never quite began',
        angle: 'A few dates, a long text thread, a crush that seemed mutual: when it ends, the sadness can feel out of proportion, and you may not feel entitled to it. You are.',
        copies: 2,
      },
      {
        title: 'Why the Third Date Matters',
        topic: 'the quiet significance of the third date',
        angle: 'First dates are about nerves and second dates about relief. By the third, the performance fades a little, and you start to see who the other person is when they relax.',
        copies: 2,
      },
      {
        title: 'Dating After a Long Relationship',
        topic: 'returning to dating after a long relationship',
        angle: 'After years with one person, dating can feel like returning to a country whose language has changed. You are not the same person who left, and that can be an advantage.',
        copies: 2,
      },
      {
        title: 'How to End Things Kindly',
        topic: 'the kindness of ending things clearly',
        angle: 'Disappearing without a word is tempting, especially after only a few dates. A short, honest message costs a minute of discomfort and spares the other person days of confusion.',
        copies: 2,
      },
      {
        title: 'Slow Dating: Getting to Know Someone Properly',
        topic: 'the case for slow dating',
        angle: 'Some people are experimenting with dating fewer people, more slowly, and with more attention. It feels old-fashioned, and it often works.',
        copies: 2,
      },
      {
        title: 'Rejection Is Information, Not a Verdict',
        topic: 'the lesson hidden in rejection',
        angle: 'Being turned down hurts, sometimes more than seems reasonable. But a rejection usually tells you about fit and timing, not about your worth.',
        copies: 1,
      },
    ],
    sections: [
      {
        heading: 'Curiosity Over Performance',
        paragraphs: [
          'Early dates often feel like auditions. We try to appear interesting, successful and easy-going, and we quietly evaluate whether the other person passes. Both people end up performing, and neither gets to know the other.',
          'Shifting from performance to curiosity changes the feel of a date. Instead of asking yourself “Am I impressing them?”, ask “What is this person actually like?” Curiosity is attractive in its own right, and it takes the pressure off you.',
          'Curiosity also helps you notice what matters. How do they talk about people who are not present? How do they treat the waiter? What lights them up? These details say more about compatibility than any list of shared hobbies.',
        ],
      },
      {
        heading: 'When Choice Becomes a Burden',
        paragraphs: [
          'The psychologist Barry Schwartz wrote about the paradox of choice: beyond a certain point, more options can make us less satisfied and more anxious about choosing wrongly. Dating apps, with their seemingly endless supply of profiles, can turn this paradox into a daily experience.',
          'When the next option is always a swipe away, it becomes tempting to dismiss someone for small reasons, or to keep several conversations going without investing in any. The abundance that should make love easier can make commitment feel harder.',
          'Some people find it helps to set limits: talking to only a few people at a time, meeting sooner rather than texting for weeks, or deleting the app for a while after a good first date. Fewer options, given more attention, often lead to better connections.',
        ],
      },
      {
        heading: 'Saying What You Feel',
        paragraphs: [
          'Many people wait for the other person to signal interest first, hoping to avoid the risk of rejection. The result is often two people hinting politely at each other until the moment passes.',
          'Saying you like someone does not have to be a grand declaration. “I have really enjoyed spending time with you, and I would love to do it again” is clear without being heavy. It gives the other person something to respond to.',
          'Clarity is a kindness to both people. If the feeling is mutual, you save weeks of guessing. If it is not, you find out sooner and can move on with your dignity intact, which is far better than months of wondering.',
        ],
      },
      {
        heading: 'Talking About Intentions Early',
        paragraphs: [
          'It can feel awkward to ask what someone is looking for on an early date. But a light version of the question, asked with genuine curiosity, is usually welcome: “What are you hoping for from dating at the moment?”',
          'You do not need to discuss baby names on the second date. But if you know you want a committed relationship, or children, or a particular kind of life, it is fair to mention it within the first few weeks. Waiting too long can lead to painful surprises for both people.',
          'Listen carefully to the answer, and take it at face value. If someone says they are not looking for anything serious, believe them, even if their behaviour sometimes suggests otherwise. Words about intentions are information worth respecting.',
        ],
      },
      {
        heading: 'Reading Signals Without Overreading',
        paragraphs: [
          'Some warning signs deserve attention: contempt for former partners, disrespect toward service staff, pressure to move faster than you want, or a pattern of small lies. These usually reveal something real.',
          'Other so-called red flags are simply ordinary human quirks. Nervousness, a clumsy joke, a slow reply to a message, an unusual hobby. Treating every imperfection as a warning can leave you alone with a very long list and no one on it.',
          'A useful test is to look for patterns rather than single moments. Anyone can have an awkward evening. What matters is how someone behaves over time, especially when things do not go their way.',
        ],
      },
      {
        heading: 'Handling Rejection',
        paragraphs: [
          'Rejection hurts in a way that can feel almost physical. Research by Naomi Eisenberger and others suggests that social rejection activates some of the same brain regions involved in physical pain. If being turned down stings more than it seems to deserve, that is not weakness.',
          'It helps to remember that rejection in dating is mostly about fit. The other person may want something different, be in a different place in life, or simply not feel a spark. None of those are judgements on your value as a person.',
          'Allow yourself to feel disappointed, then try to notice what you learned. Perhaps you discovered what you want, or how you want to be treated. Rejection, painful as it is, often clarifies the path ahead.',
        ],
      },
      {
        heading: 'Ending With Care',
        paragraphs: [
          'Ending something, even after a few dates, deserves a little courage. Disappearing without explanation leaves the other person confused and often blaming themselves. A brief, honest message is almost always kinder.',
          'You do not need to give a long list of reasons. “I have enjoyed getting to know you, but I do not feel the connection I am looking for. I wish you well” is clear and respectful. It closes the door gently instead of leaving it swinging.',
          'If you are the one receiving such a message, try to receive it with grace. A clear ending is a gift, even when it hurts. It frees you to look for someone who will feel the way you do.',
        ],
      },
    ],
    lists: [
      {
        heading: 'What Makes a First Date Feel Easy',
        lead: 'A first date does not have to be nerve-racking. A few simple choices can make it feel more relaxed for both of you:',
        items: [
          'Choose a place where you can hear each other speak.',
          'Keep the first meeting short, with the option to extend it.',
          'Ask questions that invite stories rather than facts.',
          'Share something real about yourself, not just your highlights.',
          'Put your phone away for the whole date.',
          'Let silences happen without rushing to fill them.',
          'If you enjoyed it, say so before you part.',
        ],
        after: 'The goal is not to impress but to find out whether you would like to spend more time together.',
      },
      {
        heading: 'How to End Things Respectfully',
        lead: 'If you have decided not to continue seeing someone, these steps can help you do it kindly:',
        ordered: true,
        items: [
          'Decide clearly before you reach out, so your message is not ambiguous.',
          'Tell them sooner rather than later.',
          'Match the medium to the relationship: a message after a few dates, a conversation after several months.',
          'Thank them for the time you spent together.',
          'Be honest without listing every reason.',
          'Respect their response, and do not reopen the door unless you mean it.',
        ],
      },
    ],
    questions: {
      heading: 'Questions for the First Few Dates',
      lead: 'These questions go a little further than the usual small talk without feeling intrusive:',
      items: [
        'What is something you are excited about right now?',
        'What does a perfect Sunday look like for you?',
        'What is the best piece of advice you have ever been given?',
        'What is something you have changed your mind about recently?',
        'Who do you admire, and why?',
        'What is a place that feels like home to you?',
        'What are you learning at the moment, formally or not?',
        'What made you laugh recently?',
      ],
    },
  },
};

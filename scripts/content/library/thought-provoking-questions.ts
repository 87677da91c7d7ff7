import type { CategoryLibrary } from './types';

export const thoughtProvokingQuestions: CategoryLibrary = {
  category: 'Thought-Provoking Questions & Reflections',
  en: {
    titles: [
      {
        title: 'Better Questions Than “How Are You?”',
        topic: 'the search for a better question than “How are you?”',
        angle: '“How are you?” has become a greeting rather than a question. Asking something slightly more specific is often all it takes to turn a reflex into a real exchange.',
        copies: 3,
      },
      {
        title: 'Questions to Ask Yourself at the End of a Year',
        topic: 'the ritual of reflecting at the end of a year',
        angle: 'The last days of a year invite looking back, but most of us only skim the surface: what went well, what did not. A few deeper questions can turn that glance into real understanding.',
        copies: 3,
      },
      {
        title: 'What Would You Do If You Were Not Afraid?',
        topic: 'the question of what you would do if you were not afraid',
        angle: 'It is a question that appears on posters and in speeches, and it is easy to dismiss as a cliché. Asked honestly, in private, it can be startlingly revealing.',
        copies: 2,
      },
      {
        title: 'The Questions We Wish Someone Had Asked Us',
        topic: 'the longing to be asked the right question',
        angle: 'Many people can name a question they waited years to hear. Often it was simple: “Are you happy?” “What do you need?” Its absence taught them something, and so did its arrival.',
        copies: 2,
      },
      {
        title: 'Why Some Questions Stay With Us for Years',
        topic: 'the staying power of a good question',
        angle: 'Most answers are forgotten within days. Some questions, asked at the right moment by the right person, keep working on us for decades.',
        copies: 2,
      },
      {
        title: 'Questions for a Long Car Journey',
        topic: 'the art of conversation on a long car journey',
        angle: 'Side by side, eyes on the road, with hours ahead: a long drive is one of the best settings for honest conversation. The right questions make the miles disappear.',
        copies: 2,
      },
      {
        title: 'Living the Questions: Patience With What You Cannot Answer',
        topic: 'patience with questions that have no answer yet',
        angle: 'Over a century ago the poet Rainer Maria Rilke advised a young writer to love the questions themselves and to live them, rather than rush for answers. The advice has aged remarkably well.',
        copies: 2,
      },
      {
        title: 'What Do You Want to Be Remembered For?',
        topic: 'the question of what you want to be remembered for',
        angle: 'It sounds morbid, but it is one of the most clarifying questions there is. What we hope will be said about us reveals what we value, and how far our days match it.',
        copies: 2,
      },
      {
        title: 'Questions That Reveal What Someone Values',
        topic: 'the art of asking questions that reveal what someone values',
        angle: 'Asking people directly what they value often produces polite, abstract answers. Asking about choices, heroes and regrets tends to reveal far more.',
        copies: 2,
      },
      {
        title: 'The Power of Asking “Why?” One More Time',
        topic: 'the habit of asking “why?” one more time',
        angle: 'Children ask why again and again, and we find it exhausting. Yet the third or fourth “why” is often where the real answer lives, in conversations and in our own minds.',
        copies: 2,
      },
      {
        title: 'Questions for Quiet Evenings',
        topic: 'the gentle questions that suit a quiet evening',
        angle: 'Not every evening needs entertainment. Sometimes a pot of tea, a low light and one good question are enough to make it memorable.',
        copies: 1,
      },
    ],
    sections: [
      {
        heading: 'Why Questions Matter More Than Answers',
        paragraphs: [
          'We tend to value answers: solutions, facts, conclusions. But in conversation and in reflection, questions often do more work. A good question opens a space in which the other person, or you, can discover something that was not visible before.',
          'The best questions are not tests with a right answer. They are invitations. “What did that teach you?” does not demand a particular response; it asks the other person to look at their own experience and decide what matters in it.',
          'This is why the quality of our questions shapes the quality of our conversations. Ask only practical questions and you will get practical answers. Ask one question about meaning, and the conversation may change direction entirely.',
        ],
      },
      {
        heading: 'Living the Questions',
        paragraphs: [
          'In his Letters to a Young Poet, Rainer Maria Rilke urged patience with everything unresolved in the heart, and suggested that by living the questions one might gradually, without noticing, live into the answers. It is advice that cuts against our impatient age.',
          'Some questions cannot be answered quickly: whether to change careers, how to repair a relationship, what kind of life we want. Forcing an answer too early can lead to decisions that feel wrong almost as soon as they are made.',
          'Living a question means keeping it open and paying attention. Notice what draws you and what drains you. Talk about the question with people you trust. Over weeks or months, the answer often becomes clearer on its own.',
        ],
      },
      {
        heading: 'Questions That Reveal Values',
        paragraphs: [
          'Ask someone what they value and you may get a tidy list: family, honesty, freedom. Ask them instead about a decision they are proud of, or a person they admire, and the answer will show you what those words mean in practice.',
          'Regret is another revealing subject. “Is there anything you wish you had done differently?” often uncovers the values someone did not live by and now wishes they had. Asked gently, it can lead to one of the most honest conversations you will have.',
          'These questions work on ourselves too. Looking at the choices we have made, rather than the ideals we claim, gives a more accurate picture of what we actually care about, and sometimes a useful nudge to change.',
        ],
      },
      {
        heading: 'Reflecting on Your Own',
        paragraphs: [
          'Reflection does not require a retreat or a beautifully bound notebook. It requires a little time and a question you are willing to take seriously. Ten minutes at the end of a week can be enough.',
          'Some people find it useful to return to the same few questions regularly: What gave me energy this week? What drained it? What am I grateful for? Over time, the answers form a pattern that no single week could reveal.',
          'Writing the answers down helps, because memory is selective. When you look back after a year, you may be surprised by what mattered, what you worried about needlessly, and how much you have changed.',
        ],
      },
      {
        heading: 'Asking Without Interrogating',
        paragraphs: [
          'A thought-provoking question can feel like a gift or like an interrogation, depending on how it is asked. Tone, timing and context matter enormously.',
          'It helps to ask permission for deeper questions, especially with people you do not know well. “Can I ask you something a bit personal?” gives the other person a chance to say no, which paradoxically makes them more likely to say yes.',
          'It also helps to answer your own questions. If you ask someone what they are most afraid of, be ready to share your own answer. Reciprocity turns a question into a conversation rather than an examination.',
        ],
      },
      {
        heading: 'Questions as Gifts',
        paragraphs: [
          'Being asked a good question can feel like being seen. Someone has noticed that there is more to you than your job title or your daily routine, and they want to know what it is.',
          'Many people rarely receive that gift. They are asked how work is going and whether they have plans for the weekend, but rarely what they hope for or what they have been thinking about. A single thoughtful question can mean more to them than you might guess.',
          'Consider the people in your life who are usually the listeners, the helpers, the ones who keep things running. They may be the people most in need of a question about themselves.',
        ],
      },
      {
        heading: 'When There Is No Answer',
        paragraphs: [
          'Some questions have no answer, or at least not one we can reach. Why did this happen? What would my life have been like if? These questions can haunt us if we insist on resolving them.',
          'It can help to change the question. Instead of “Why did this happen to me?”, try “What do I need now?” or “How do I want to live with this?” The new question does not erase the old one, but it gives you somewhere to go.',
          'And sometimes the most honest response to an unanswerable question is to share it with someone else. Saying “I do not know, and it troubles me” is itself a kind of answer, one that invites company rather than solutions.',
        ],
      },
    ],
    lists: [
      {
        heading: 'Reflection Questions for the End of a Year',
        lead: 'Set aside an hour, pour something warm, and take your time with a few of these:',
        items: [
          'What was the most meaningful conversation I had this year?',
          'What did I learn about myself that I did not know a year ago?',
          'What am I proud of that nobody else noticed?',
          'What did I keep doing out of habit rather than choice?',
          'Who would I like to thank, and for what?',
          'What do I want to leave behind as the year ends?',
          'What do I want more of next year?',
        ],
        after: 'You do not need to answer all of them. One honest answer is worth more than seven hurried ones.',
      },
      {
        heading: 'How to Use a Question Well',
        lead: 'A good question can fall flat if it is asked carelessly. A few principles help:',
        items: [
          'Ask only questions you genuinely want to hear the answer to.',
          'Choose a moment when there is time to answer properly.',
          'Ask permission before going somewhere personal.',
          'Be ready to answer your own question.',
          'Let silence follow the question; do not rush to fill it.',
          'Accept “I would rather not say” gracefully.',
        ],
      },
    ],
    questions: {
      heading: 'Questions Worth Carrying Around',
      lead: 'These questions do not need an immediate answer. Try carrying one of them with you for a day or a week:',
      items: [
        'What would I do with my time if nobody were watching or judging?',
        'What am I ready to let go of?',
        'What small thing would make the biggest difference to my days?',
        'Who do I become when I am at my best?',
        'What question am I avoiding?',
        'What would the younger version of me think of my life now?',
        'What does enough look like for me?',
        'What am I learning slowly that I wish I could learn quickly?',
      ],
    },
  },
};
